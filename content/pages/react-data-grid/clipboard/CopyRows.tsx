import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(20);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Select rows (or focus a cell), then press Ctrl+C or ⌘C. Copied text:
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          height: 110,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {copied || '(nothing yet)'}
      </Box>
    </Box>
  );
}
