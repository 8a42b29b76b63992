import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { formatMoney, quarterFields, salesRows, type RegionSales } from './salesData';

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 150 },
  ...quarterFields.map(
    (field): GridColDef<RegionSales> => ({
      field,
      headerName: field.toUpperCase(),
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatMoney(value),
    }),
  ),
];

const rowsById = new Map(salesRows.map((row) => [String(row.id), row]));

export default function SelectionSummary() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    2: { q2: true, q3: true },
    5: { q2: true, q3: true },
  });

  // Collect the numbers among the selected cells (the keys of the model are row ids).
  const values: number[] = [];
  for (const [id, fields] of Object.entries(cellSelectionModel)) {
    const row = rowsById.get(id);
    for (const [field, selected] of Object.entries(fields)) {
      const value = row?.[field as keyof RegionSales];
      if (selected && typeof value === 'number' && field !== 'id') {
        values.push(value);
      }
    }
  }
  const sum = values.reduce((total, value) => total + value, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={salesRows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(model) => setCellSelectionModel(model)}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Stack
        direction="row"
        spacing={3}
        sx={{ mt: 1, typography: 'body2', color: 'text.secondary', justifyContent: 'flex-end' }}
      >
        <span>Count: {values.length}</span>
        <span>Sum: {formatMoney(sum)}</span>
        <span>Average: {values.length ? formatMoney(sum / values.length) : '–'}</span>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Drag across cells, or Shift+click, to change the selection.
      </Typography>
    </Box>
  );
}
