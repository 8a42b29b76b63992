import type { GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../../shared/data';

/** 60 outdoor-gear products, the same on every render. */
export const productRows: Product[] = createProducts(60);

export const productColumns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 110 },
];
