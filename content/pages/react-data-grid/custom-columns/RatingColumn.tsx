import { Box, Rating } from '@mui/material';
import {
  DataGrid,
  getGridNumericOperators,
  useGridApiContext,
  type GridColTypeDef,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(15).map((product) => ({
  ...product,
  rating: Math.round(product.rating),
}));

function RatingEditCell(props: GridRenderEditCellParams<Product, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Rating
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })
      }
      sx={{ mx: 1 }}
    />
  );
}

/** Scores from 0 to 5, shown as stars and edited with a star picker. */
const ratingColumn: GridColTypeDef = {
  type: 'number',
  width: 160,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => (
    <Rating
      readOnly
      value={params.value ?? 0}
      size="small"
      aria-label={`${params.value ?? 0} out of 5 stars`}
    />
  ),
  renderEditCell: (params) => <RatingEditCell {...params} />,
  // Only the operators that make sense for a score.
  filterOperators: getGridNumericOperators().filter((operator) =>
    ['=', '>=', '<='].includes(operator.value),
  ),
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'rating', headerName: 'Rating (editable)', editable: true, ...ratingColumn },
];

export default function RatingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
      />
    </Box>
  );
}
