import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { toPieData } from './energyMix';

type Year = '2015' | '2024';

export default function EnergyMixYears() {
  const [year, setYear] = React.useState<Year>('2015');
  const [sorted, setSorted] = React.useState(false);
  const data = toPieData(year);
  const total = data.reduce((sum, item) => sum + item.value, 0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          onChange={(_event, value: Year | null) => value && setYear(value)}
          aria-label="Year"
        >
          <ToggleButton value="2015">2015</ToggleButton>
          <ToggleButton value="2024">2024</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButton
          size="small"
          value="sorted"
          selected={sorted}
          onChange={() => setSorted((previous) => !previous)}
        >
          Largest first
        </ToggleButton>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data,
            innerRadius: 30,
            sortingValues: sorted ? 'desc' : 'none',
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
      />
    </Stack>
  );
}
