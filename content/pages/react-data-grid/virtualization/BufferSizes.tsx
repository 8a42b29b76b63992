import * as React from 'react';
import {
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../shared/data';
import { useRenderContext } from './useRenderContext';

const rows = createProducts(5000);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const BUFFERS = [0, 150, 600, 1500];

function GridWithBuffer({ rowBufferPx }: { rowBufferPx: number }) {
  const apiRef = useGridApiRef();
  const context = useRenderContext(apiRef);

  return (
    <React.Fragment>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {context
          ? `Rendered rows: ${context.lastRowIndex - context.firstRowIndex} (rows ${
              context.firstRowIndex + 1
            } to ${context.lastRowIndex})`
          : 'Waiting for the first render…'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          density="compact"
        />
      </Box>
    </React.Fragment>
  );
}

export default function BufferSizes() {
  const [rowBufferPx, setRowBufferPx] = React.useState(150);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mt: 1, mb: 1.5, alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="row-buffer-label">rowBufferPx</InputLabel>
          <Select
            labelId="row-buffer-label"
            label="rowBufferPx"
            value={rowBufferPx}
            onChange={(event) => setRowBufferPx(Number(event.target.value))}
          >
            {BUFFERS.map((value) => (
              <MenuItem key={value} value={value}>
                {value} px
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {/* A new key mounts a new grid, which starts with the new buffer. */}
      <GridWithBuffer key={rowBufferPx} rowBufferPx={rowBufferPx} />
    </Box>
  );
}
