import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type OrderLine = {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
  discount: number;
};

const rows: OrderLine[] = [
  { id: 1, product: 'Ridgeline 2-person tent', quantity: 2, unitPrice: 289.99, discount: 10 },
  { id: 2, product: 'Trailhead 30 L daypack', quantity: 5, unitPrice: 74.99, discount: 0 },
  { id: 3, product: 'Beacon 400 headlamp', quantity: 12, unitPrice: 39.99, discount: 15 },
  { id: 4, product: 'Merino base layer', quantity: 8, unitPrice: 64.99, discount: 5 },
  { id: 5, product: 'Titanium 750 ml pot', quantity: 3, unitPrice: 49.99, discount: 0 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount %',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice * (1 - row.discount / 100),
    valueFormatter: (value: number) => money.format(value),
  },
];

const fields = ['product', 'quantity', 'unitPrice', 'discount'] as const;

export default function TransformAndLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: OrderLine, oldRow: OrderLine) => {
    // Normalize before storing: whole quantities, prices in cents, discounts from 0 to 30 %.
    const row: OrderLine = {
      ...newRow,
      product: newRow.product.trim() || oldRow.product,
      quantity: Math.max(1, Math.round(newRow.quantity)),
      unitPrice: Math.round(newRow.unitPrice * 100) / 100,
      discount: Math.min(30, Math.max(0, newRow.discount)),
    };
    const changes = fields
      .filter((field) => row[field] !== oldRow[field])
      .map((field) => `${field}: ${oldRow[field]} → ${row[field]}`);
    if (changes.length > 0) {
      setLog((prev) => [`${oldRow.product}: ${changes.join(', ')}`, ...prev].slice(0, 4));
    }
    return row;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} editMode="row" processRowUpdate={processRowUpdate} hideFooter />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        Saved changes
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5, minHeight: 24, color: 'text.secondary', typography: 'body2' }}>
        {log.length === 0 ? <li>Nothing saved yet. Edit a row, then press Enter.</li> : null}
        {log.map((entry, index) => (
          <li key={`${log.length - index}`}>{entry}</li>
        ))}
      </Box>
    </Box>
  );
}
