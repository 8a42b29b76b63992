import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(10);

// One rule per field: return a message when the value is invalid, null when it is fine.
const rules: Record<string, (value: unknown) => string | null> = {
  name: (value) => {
    const text = String(value ?? '').trim();
    if (!text) return 'The product needs a name.';
    return text.length > 40 ? 'Keep the name under 40 characters.' : null;
  },
  price: (value) =>
    typeof value === 'number' && value > 0 ? null : 'The price must be above zero.',
  stock: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? null
      : 'Stock is a whole number, zero or more.',
};

function ValidatedEditCell(props: GridRenderEditCellParams) {
  const message = props.error ? rules[props.field]?.(props.value) : null;
  return (
    <Tooltip open={Boolean(message)} title={message ?? ''} placement="bottom-start">
      <GridEditInputCell {...props} />
    </Tooltip>
  );
}

// Marks the edited value as invalid so the grid refuses to save it.
const checkField =
  (field: keyof typeof rules) => (params: GridPreProcessEditCellProps) => ({
    ...params.props,
    error: rules[field]!(params.props.value) !== null,
  });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 220,
    editable: true,
    preProcessEditCellProps: checkField('name'),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
    preProcessEditCellProps: checkField('price'),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: checkField('stock'),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
];

export default function Validation() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // The default input gets the `Mui-error` class when `error` is set.
        '& .MuiDataGrid-cell--editing .Mui-error': {
          color: 'error.main',
          border: 2,
          borderColor: 'error.main',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
