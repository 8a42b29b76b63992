import { Box, Rating, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { PRODUCT_CATEGORIES, createProducts, type Product } from '../../shared/data';

const rows = createProducts(50);

function RatingInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: 48 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Minimum rating
      </Typography>
      <Rating
        name="minimum-rating"
        precision={0.5}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Product, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    const minimum = Number(filterItem.value);
    return (value) => value != null && value >= minimum;
  },
  InputComponent: RatingInput,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...PRODUCT_CATEGORIES],
    width: 120,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 160,
    filterOperators: [atLeastOperator],
    renderCell: (params) => (
      <Rating readOnly size="small" precision={0.1} value={params.value as number} />
    ),
    display: 'flex',
  },
];

export default function RatingOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4.5 }],
            },
          },
        }}
      />
    </Box>
  );
}
