import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
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

export default function BasicCellSelection() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // Outline each selected range. Left and right follow the column order,
        // so they map to the start and end sides (mirrored in right-to-left).
        '& .MuiDataGrid-cell--rangeTop': { borderTop: 1, borderTopColor: 'primary.main' },
        '& .MuiDataGrid-cell--rangeBottom': { borderBottom: 1, borderBottomColor: 'primary.main' },
        '& .MuiDataGrid-cell--rangeLeft': { borderInlineStart: 1, borderInlineStartColor: 'primary.main' },
        '& .MuiDataGrid-cell--rangeRight': { borderInlineEnd: 1, borderInlineEndColor: 'primary.main' },
      }}
    >
      <DataGridPremium
        rows={salesRows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
