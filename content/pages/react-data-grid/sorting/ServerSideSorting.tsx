import * as React from 'react';
import { Box } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

// A stand-in for a back end: it owns the data and sorts it on request.
const catalog = createProducts(40);

function fetchProducts(sortModel: GridSortModel): Promise<Product[]> {
  const [item] = sortModel;
  const sorted = [...catalog];
  if (item?.sort) {
    const direction = item.sort === 'asc' ? 1 : -1;
    const field = item.field as keyof Product;
    sorted.sort((a, b) => {
      const x = a[field];
      const y = b[field];
      if (typeof x === 'number' && typeof y === 'number') {
        return direction * (x - y);
      }
      return direction * String(x).localeCompare(String(y));
    });
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(sorted.slice(0, 10)), 400);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'price', sort: 'asc' },
  ]);
  const [rows, setRows] = React.useState<Product[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchProducts(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(model) => setSortModel(model)}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
