import { Box, Typography } from '@mui/material';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, usd, type Employee } from '../shared/data';
import { useRenderContext } from './useRenderContext';

const rows = createEmployees(10000);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const count = new Intl.NumberFormat('en-US');

export default function RowVirtualization() {
  const apiRef = useGridApiRef();
  const context = useRenderContext(apiRef);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {context
          ? `Rendering rows ${count.format(context.firstRowIndex + 1)} to ${count.format(
              context.lastRowIndex,
            )}: ${context.lastRowIndex - context.firstRowIndex} of ${count.format(rows.length)}`
          : `${count.format(rows.length)} rows`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
