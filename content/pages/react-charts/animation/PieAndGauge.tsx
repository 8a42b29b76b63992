import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';

const warehouses = {
  Rotterdam: {
    capacityUsed: 72,
    stock: [
      { id: 'electronics', label: 'Electronics', value: 38 },
      { id: 'furniture', label: 'Furniture', value: 22 },
      { id: 'clothing', label: 'Clothing', value: 27 },
      { id: 'toys', label: 'Toys', value: 13 },
    ],
  },
  Hamburg: {
    capacityUsed: 48,
    stock: [
      { id: 'electronics', label: 'Electronics', value: 18 },
      { id: 'furniture', label: 'Furniture', value: 41 },
      { id: 'clothing', label: 'Clothing', value: 15 },
      { id: 'toys', label: 'Toys', value: 26 },
    ],
  },
};

type Warehouse = keyof typeof warehouses;

export default function PieAndGauge() {
  const [warehouse, setWarehouse] = React.useState<Warehouse>('Rotterdam');
  const { capacityUsed, stock } = warehouses[warehouse];

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={warehouse}
        onChange={(_event, value: Warehouse | null) => value && setWarehouse(value)}
      >
        <ToggleButton value="Rotterdam">Rotterdam</ToggleButton>
        <ToggleButton value="Hamburg">Hamburg</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PieChart
            height={220}
            series={[
              {
                data: stock,
                innerRadius: 40,
                arcLabel: (item) => `${item.value}%`,
                valueFormatter: (item) => `${item.value}% of stock`,
              },
            ]}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Gauge
            height={220}
            value={capacityUsed}
            startAngle={-110}
            endAngle={110}
            text={({ value }) => `${value}% full`}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
