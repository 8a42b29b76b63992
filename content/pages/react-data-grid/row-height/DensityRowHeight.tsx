import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridRowHeightParams,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const FACTORS: Record<GridDensity, number> = {
  compact: 0.7,
  standard: 1,
  comfortable: 1.3,
};

// Cancelled orders get a taller row, scaled by the density like the default height.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return (model as Order).status === 'Cancelled'
    ? Math.round(72 * densityFactor)
    : null;
}

export default function DensityRowHeight() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          getRowHeight={getRowHeight}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Density: {density}. Default row height: {Math.floor(52 * FACTORS[density])}{' '}
        px.
      </Typography>
    </Box>
  );
}
