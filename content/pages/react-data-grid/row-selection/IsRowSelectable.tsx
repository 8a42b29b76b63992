import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, products } from './selectionData';

export default function IsRowSelectable() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .product--soldOut': { color: 'text.disabled' },
      }}
    >
      <DataGrid
        rows={products}
        columns={productColumns}
        checkboxSelection
        // Sold-out products can't be added to the restock order.
        isRowSelectable={(params) => params.row.stock > 0 && !params.row.discontinued}
        getRowClassName={(params) =>
          params.row.stock > 0 && !params.row.discontinued ? '' : 'product--soldOut'
        }
      />
    </Box>
  );
}
