import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function BulkEditing() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(() => createProducts(10));
  // Edited rows that are not saved yet, by id.
  const [unsaved, setUnsaved] = React.useState<Map<number, Product>>(new Map());
  const [lastSave, setLastSave] = React.useState('');

  const processRowUpdate = (newRow: Product) => {
    setUnsaved((prev) => new Map(prev).set(newRow.id, newRow));
    // The grid shows the edited row; `rows` keeps the saved version.
    return newRow;
  };

  const saveAll = () => {
    setRows((prev) => prev.map((row) => unsaved.get(row.id) ?? row));
    setLastSave(`${unsaved.size} row(s) saved.`);
    setUnsaved(new Map());
  };

  const discardAll = () => {
    // Put the saved version of each edited row back into the grid.
    apiRef.current?.updateRows(rows.filter((row) => unsaved.has(row.id)));
    setLastSave('');
    setUnsaved(new Map());
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={unsaved.size === 0} onClick={saveAll}>
          Save {unsaved.size > 0 ? unsaved.size : ''}
        </Button>
        <Button size="small" disabled={unsaved.size === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {unsaved.size > 0 ? 'Unsaved rows are highlighted.' : lastSave}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 400,
          '& .row--unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText' },
          '& .row--unsaved:hover': { bgcolor: 'warning.main' },
        }}
      >
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (unsaved.has(params.id as number) ? 'row--unsaved' : '')}
        />
      </Box>
    </Box>
  );
}
