import { Box, Rating, Typography } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(30);

function RatingCell(params: GridRenderCellParams<Product, number>) {
  if (params.value == null) {
    return null;
  }
  // A count of reviews has another unit than a rating: show it as plain text.
  if (params.aggregation && !params.aggregation.hasCellUnit) {
    return params.formattedValue;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Rating value={params.value} precision={0.1} size="small" readOnly />
      <Typography
        variant="body2"
        sx={{ fontWeight: params.aggregation ? 600 : 400, color: 'text.secondary' }}
      >
        {params.value.toFixed(1)}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    flex: 1,
    minWidth: 190,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => <RatingCell {...params} />,
  },
];

export default function AggregationRenderCell() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ leafField: 'name', width: 260 }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false, name: false } },
          aggregation: { model: { rating: 'avg' } },
        }}
      />
    </Box>
  );
}
