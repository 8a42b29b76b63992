import * as React from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../../shared/data';

const initialRows = createProducts(10);

// A stand-in for your API: it answers after a short delay and applies its own rules.
function saveProduct(product: Product, previous: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.price > previous.price * 1.5 || product.price < previous.price * 0.5) {
        reject(new Error(`${product.sku}: price changes above 50% need a manager's approval.`));
        return;
      }
      // The server cleans up the data and returns the stored record.
      resolve({ ...product, name: product.name.trim() });
    }, 700);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 210, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

type Message = { severity: AlertProps['severity']; text: string } | null;

export default function ServerPersistence() {
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState<Message>(null);

  const processRowUpdate = React.useCallback(
    async (newRow: Product, oldRow: Product) => {
      const saved = await saveProduct(newRow, oldRow);
      // Keep our own copy of the rows up to date with what the server stored.
      setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
      setMessage({ severity: 'success', text: `${saved.name} saved.` });
      return saved;
    },
    [],
  );

  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setMessage({ severity: 'error', text: error.message });
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={5000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {message ? (
          <Alert severity={message.severity} variant="filled" onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
