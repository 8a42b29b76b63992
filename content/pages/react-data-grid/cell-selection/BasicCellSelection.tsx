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
    <Box sx={{ height: 420, width: '100%' }}>
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
