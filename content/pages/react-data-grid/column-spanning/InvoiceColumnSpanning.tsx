import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type InvoiceLine =
  | {
      id: string;
      kind: 'item';
      sku: string;
      description: string;
      quantity: number;
      unitPrice: number;
    }
  | { id: string; kind: 'total'; label: string; amount: number };

const items = [
  {
    sku: 'TE-0001',
    description: 'Ridgeline 2-person tent',
    quantity: 2,
    unitPrice: 289.99,
  },
  {
    sku: 'BA-0002',
    description: 'Summit 55 L trekking pack',
    quantity: 3,
    unitPrice: 179.99,
  },
  {
    sku: 'FO-0003',
    description: 'Granite mid hiking boot',
    quantity: 3,
    unitPrice: 149.99,
  },
  {
    sku: 'LI-0006',
    description: 'Beacon 400 headlamp',
    quantity: 6,
    unitPrice: 39.99,
  },
];

const subtotal = items.reduce(
  (sum, item) => sum + item.quantity * item.unitPrice,
  0,
);
const tax = Math.round(subtotal * 0.08 * 100) / 100;

const rows: InvoiceLine[] = [
  ...items.map((item) => ({ id: item.sku, kind: 'item' as const, ...item })),
  { id: 'subtotal', kind: 'total', label: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'total', label: 'Sales tax (8%)', amount: tax },
  { id: 'total', kind: 'total', label: 'Total', amount: subtotal + tax },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 90,
    // On total rows, the first cell covers SKU, description, quantity and unit price.
    colSpan: (_value, row) => (row.kind === 'total' ? 4 : undefined),
    valueGetter: (_value, row) => (row.kind === 'total' ? row.label : row.sku),
    cellClassName: (params) =>
      params.row.kind === 'total' ? 'invoice-total-label' : '',
  },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 60 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 95,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) =>
      row.kind === 'total' ? row.amount : row.quantity * row.unitPrice,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function InvoiceColumnSpanning() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .invoice-total-label': { textAlign: 'end', fontWeight: 'bold' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        disableColumnSorting
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
