import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEditMode } from '@mui/x-data-grid';
import { createProducts, type Product } from '../../shared/data';

const rows = createProducts(8);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'warehouse', headerName: 'Warehouse', width: 120, editable: true },
];

export default function EditEventLog() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('cell');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((prev) => [line, ...prev].slice(0, 6));

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={editMode}
        onChange={(_event, value: GridEditMode | null) => {
          if (value) {
            setEditMode(value);
            setLog([]);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="cell">Cell editing</ToggleButton>
        <ToggleButton value="row">Row editing</ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={2}>
        <Box sx={{ height: 340 }}>
          <DataGrid
            key={editMode}
            rows={rows}
            columns={columns}
            editMode={editMode}
            hideFooter
            onCellEditStart={(params) => add(`cellEditStart ${params.field} · ${params.reason}`)}
            onCellEditStop={(params) => add(`cellEditStop ${params.field} · ${params.reason}`)}
            onRowEditStart={(params) => add(`rowEditStart row ${params.id} · ${params.reason}`)}
            onRowEditStop={(params) => add(`rowEditStop row ${params.id} · ${params.reason}`)}
          />
        </Box>
        <Box sx={{ minHeight: 150, typography: 'body2' }}>
          <Typography variant="subtitle2">Events, newest first</Typography>
          {log.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Double-click a cell, type, press Enter, Tab or Escape, or click elsewhere.
            </Typography>
          ) : (
            <Box component="ol" reversed sx={{ m: 0, ps: 3, fontFamily: 'monospace' }}>
              {log.map((line, index) => (
                <li key={log.length - index}>{line}</li>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
