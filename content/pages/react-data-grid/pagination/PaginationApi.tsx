import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  gridPageCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(57);

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
];

export default function PaginationApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });

  // Selectors read the grid state at the time of the click.
  const goToLastPage = () => {
    if (apiRef.current) {
      apiRef.current.setPage(gridPageCountSelector(apiRef) - 1);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" onClick={goToLastPage}>
          Last page
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPageSize(5)}>
          5 per page
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 25 })}
        >
          Page 2 of 25 rows
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          page: {model.page}, pageSize: {model.pageSize}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[5, 10, 25]}
          onPaginationModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
