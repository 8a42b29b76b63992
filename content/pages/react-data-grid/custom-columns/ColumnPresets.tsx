import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { isoDayColumn, percentColumn, usdColumn } from './presets';

type Invoice = {
  id: number;
  number: string;
  client: string;
  issued: string;
  due: string;
  amount: number;
  discount: number;
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 90 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 120 },
  { field: 'issued', headerName: 'Issued', ...isoDayColumn },
  { field: 'due', headerName: 'Due', ...isoDayColumn },
  { field: 'amount', headerName: 'Amount', ...usdColumn },
  { field: 'discount', headerName: 'Discount', ...percentColumn, width: 90 },
];

const rows: Invoice[] = [
  { id: 1, number: 'INV-2031', client: 'Northwind Traders', issued: '2025-01-06', due: '2025-02-05', amount: 12480, discount: 0.05 },
  { id: 2, number: 'INV-2032', client: 'Contoso Pharmaceuticals', issued: '2025-01-09', due: '2025-01-24', amount: 3150.5, discount: 0 },
  { id: 3, number: 'INV-2033', client: 'Fabrikam Industries', issued: '2025-01-14', due: '2025-02-13', amount: 48900, discount: 0.125 },
  { id: 4, number: 'INV-2034', client: 'Tailspin Aviation', issued: '2025-01-20', due: '2025-03-21', amount: 760.25, discount: 0.02 },
  { id: 5, number: 'INV-2035', client: 'Adatum Logistics', issued: '2025-02-02', due: '2025-03-04', amount: 15320, discount: 0.1 },
];

export default function ColumnPresets() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .preset-cell--money': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
