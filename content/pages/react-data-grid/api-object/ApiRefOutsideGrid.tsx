import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

// Defined once, outside the component: a new array on every render would
// replace the rows changed through the API.
const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
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
];

export default function ApiRefOutsideGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const scrollToLast = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The ids in display order: sorted and filtered.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const lastIndex = ids.length - 1;
    api.scrollToIndexes({ rowIndex: lastIndex });
    setMessage(`Scrolled to row ${lastIndex + 1} (id ${ids[lastIndex]}).`);
  };

  const selectOutOfStock = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const products = [...api.getRowModels().values()] as Product[];
    const ids = products.filter((row) => row.stock === 0).map((row) => row.id);
    api.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
    setMessage(`Selected ${ids.length} products that are out of stock.`);
  };

  const raiseTentPrices = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const products = [...api.getRowModels().values()] as Product[];
    const tents = products.filter((row) => row.category === 'Tents');
    // The Community grid takes one change per updateRows() call.
    tents.forEach((row) => {
      const price = Math.round(row.price * 105) / 100;
      api.updateRows([{ id: row.id, price }]);
    });
    setMessage(`Raised the price of ${tents.length} tents by 5%.`);
  };

  const exportCsv = () => {
    apiRef.current?.exportDataAsCsv({ fileName: 'products' });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={scrollToLast}>
          Scroll to last row
        </Button>
        <Button size="small" variant="outlined" onClick={selectOutOfStock}>
          Select out of stock
        </Button>
        <Button size="small" variant="outlined" onClick={raiseTentPrices}>
          Tents +5%
        </Button>
        <Button size="small" variant="outlined" onClick={exportCsv}>
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mt: 1, minHeight: '1.5em' }}
        aria-live="polite"
      >
        {message}
      </Typography>
    </Box>
  );
}
