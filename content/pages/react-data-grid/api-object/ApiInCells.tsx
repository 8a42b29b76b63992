import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

interface RestockButtonProps {
  id: GridRowId;
  tabIndex: 0 | -1;
}

// A component rendered by the grid reads the API from the context.
function RestockButton({ id, tabIndex }: RestockButtonProps) {
  const apiRef = useGridApiContext();

  const restock = () => {
    const product = apiRef.current.getRow<Product>(id);
    if (product) {
      apiRef.current.updateRows([{ id, stock: product.stock + 10 }]);
    }
  };

  return (
    <Button size="small" tabIndex={tabIndex} onClick={restock}>
      +10
    </Button>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 170,
    sortable: false,
    filterable: false,
    // The render function receives the API in `params.api`.
    renderCell: (params: GridRenderCellParams<Product>) => (
      <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
        <Button
          size="small"
          tabIndex={params.tabIndex}
          onClick={() => {
            // startCellEditMode() throws if the cell is already being edited.
            if (params.api.getCellMode(params.id, 'price') === 'view') {
              params.api.setCellFocus(params.id, 'price');
              params.api.startCellEditMode({ id: params.id, field: 'price' });
            }
          }}
        >
          Edit price
        </Button>
        <RestockButton id={params.id} tabIndex={params.tabIndex} />
      </Stack>
    ),
  },
];

export default function ApiInCells() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
    </Box>
  );
}
