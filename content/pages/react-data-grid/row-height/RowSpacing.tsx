import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

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
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

// No gap above the first row or below the last one of each page.
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

export default function RowSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>(
    'margin',
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacingType}
        onChange={(_event, value: 'margin' | 'border' | null) =>
          value && setSpacingType(value)
        }
        aria-label="Row spacing type"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          sx={{
            // The gaps show the grid background; tint it so they stand out.
            bgcolor: 'action.hover',
            '& .MuiDataGrid-row': {
              bgcolor: 'background.paper',
              // With "border", the grid only sets the border widths: add a style and colour.
              borderStyle: 'solid',
              borderWidth: 0,
              borderColor: 'action.hover',
            },
          }}
        />
      </Box>
    </Box>
  );
}
