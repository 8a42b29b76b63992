import * as React from 'react';
import {
  Box,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridLoadingOverlayVariant,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const allRows = createProducts(20);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

const VARIANTS: GridLoadingOverlayVariant[] = [
  'linear-progress',
  'circular-progress',
  'skeleton',
];

export default function LoadingVariants() {
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('circular-progress');
  const [noRowsVariant, setNoRowsVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 1.5 }}
      >
        <div>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            variant (rows present)
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={variant}
            onChange={(_event, value: GridLoadingOverlayVariant | null) => {
              if (value) {
                setVariant(value);
              }
            }}
            sx={{ display: 'flex' }}
          >
            {VARIANTS.map((item) => (
              <ToggleButton key={item} value={item} sx={{ textTransform: 'none' }}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            noRowsVariant (no rows yet)
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={noRowsVariant}
            onChange={(_event, value: GridLoadingOverlayVariant | null) => {
              if (value) {
                setNoRowsVariant(value);
              }
            }}
            sx={{ display: 'flex' }}
          >
            {VARIANTS.map((item) => (
              <ToggleButton key={item} value={item} sx={{ textTransform: 'none' }}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <FormControlLabel
          control={
            <Switch
              checked={hasRows}
              onChange={(event) => setHasRows(event.target.checked)}
            />
          }
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={hasRows ? allRows : []}
          columns={columns}
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
      </Box>
    </Box>
  );
}
