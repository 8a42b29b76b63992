import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createProducts, usd, WAREHOUSES, type Product } from '../shared/data';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: [...WAREHOUSES],
    width: 120,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
    // Copied prices arrive formatted ("$120.99"): keep the digits only.
    pastedValueParser: (text: string) => Number(text.replace(/[^0-9.]/g, '')),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function BulkEditingPremium() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(() => createProducts(12));
  // Edited rows that are not saved yet, by id.
  const [unsaved, setUnsaved] = React.useState<Map<number, Product>>(new Map());

  // Called once per row for edits and for pasted ranges alike.
  const processRowUpdate = (newRow: Product) => {
    setUnsaved((previous) => new Map(previous).set(newRow.id, newRow));
    return newRow;
  };

  const saveAll = () => {
    setRows((previous) => previous.map((row) => unsaved.get(row.id) ?? row));
    setUnsaved(new Map());
  };

  const discardAll = () => {
    apiRef.current?.updateRows(rows.filter((row) => unsaved.has(row.id)));
    setUnsaved(new Map());
  };

  // Highlight each changed cell, not the whole row.
  const getCellClassName = (params: GridCellParams<Product>) => {
    const saved = rows.find((row) => row.id === params.id);
    const field = params.field as keyof Product;
    return unsaved.has(params.row.id) && saved && saved[field] !== params.row[field]
      ? 'cell--unsaved'
      : '';
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={unsaved.size === 0} onClick={saveAll}>
          Save {unsaved.size > 0 ? `${unsaved.size} row(s)` : ''}
        </Button>
        <Button size="small" disabled={unsaved.size === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Copy a cell, drag over a range of the same column, and paste.
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 420,
          '& .cell--unsaved': {
            bgcolor: (theme) => alpha(theme.palette.warning.main, 0.2),
          },
        }}
      >
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Box>
  );
}
