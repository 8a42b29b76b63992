import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 115 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 70 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 105,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function DensityAndBorders() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch size="small" checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />
          }
          label="Cell borders"
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={headerBorders}
              onChange={(event) => setHeaderBorders(event.target.checked)}
            />
          }
          label="Header borders"
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
        />
      </Box>
    </Box>
  );
}
