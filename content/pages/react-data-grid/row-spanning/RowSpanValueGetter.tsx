import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type InvoiceLine = {
  id: number;
  invoice: string;
  customer: string;
  /** Issue date, midnight UTC. */
  issued: Date;
  item: string;
  quantity: number;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 140,
    // Span within one invoice only, even when two invoices have the same customer.
    rowSpanValueGetter: (value, row) => `${row.invoice}/${value}`,
  },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 110,
    // Two Date objects are never ===, so compare the timestamps.
    rowSpanValueGetter: (value: Date, row) => `${row.invoice}/${value.getTime()}`,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 60,
    // Equal quantities are a coincidence: never merge this column.
    rowSpanValueGetter: () => null,
  },
];

const rows: InvoiceLine[] = [
  { id: 1, invoice: 'INV-3101', customer: 'Summit Sports', issued: new Date(Date.UTC(2025, 2, 3)), item: 'Ridgeline 2-person tent', quantity: 2 },
  { id: 2, invoice: 'INV-3101', customer: 'Summit Sports', issued: new Date(Date.UTC(2025, 2, 3)), item: 'Ultralight tarp', quantity: 2 },
  { id: 3, invoice: 'INV-3101', customer: 'Summit Sports', issued: new Date(Date.UTC(2025, 2, 3)), item: 'Trail flashlight', quantity: 6 },
  { id: 4, invoice: 'INV-3102', customer: 'Summit Sports', issued: new Date(Date.UTC(2025, 2, 3)), item: 'Granite mid hiking boot', quantity: 4 },
  { id: 5, invoice: 'INV-3102', customer: 'Summit Sports', issued: new Date(Date.UTC(2025, 2, 3)), item: 'Merino base layer', quantity: 4 },
  { id: 6, invoice: 'INV-3103', customer: 'Basecamp Supply', issued: new Date(Date.UTC(2025, 2, 4)), item: 'Lantern 800', quantity: 10 },
  { id: 7, invoice: 'INV-3103', customer: 'Basecamp Supply', issued: new Date(Date.UTC(2025, 2, 4)), item: 'Solar string lights', quantity: 5 },
];

export default function RowSpanValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
