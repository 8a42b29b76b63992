import * as React from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(12);

function StockLevel({ stock }: { stock: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (stock / 120) * 100)}
        color={stock < 10 ? 'warning' : 'primary'}
        sx={{ flex: 1 }}
      />
      <Box component="span" sx={{ minWidth: 28, textAlign: 'end' }}>
        {stock}
      </Box>
    </Box>
  );
}

// The same definitions for both grids; `counter` counts the stock cells rendered.
function getColumns(counter: React.RefObject<number>): GridColDef<Product>[] {
  return [
    { field: 'name', headerName: 'Product', width: 150 },
    {
      field: 'stock',
      headerName: 'Stock',
      flex: 1,
      minWidth: 110,
      renderCell: (params) => {
        counter.current += 1;
        return <StockLevel stock={params.row.stock} />;
      },
    },
  ];
}

/** Reads a counter kept outside React state, a few times per second. */
function CallCount({ label, counter }: { label: string; counter: React.RefObject<number> }) {
  const [value, setValue] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => setValue(counter.current), 250);
    return () => clearInterval(timer);
  }, [counter]);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

export default function StableColumns() {
  const [parentRenders, setParentRenders] = React.useState(1);
  const inlineCount = React.useRef(0);
  const memoizedCount = React.useRef(0);

  // A new array on every render of this component.
  const inlineColumns = getColumns(inlineCount);
  // The same array for the life of the component.
  const memoizedColumns = React.useMemo(() => getColumns(memoizedCount), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setParentRenders((value) => value + 1)}
        >
          Re-render the parent
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Parent renders: {parentRenders}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <div>
          <Typography variant="subtitle2">Columns created during render</Typography>
          <CallCount label="Stock cells rendered" counter={inlineCount} />
          <Box sx={{ height: 280 }}>
            <DataGrid rows={rows} columns={inlineColumns} density="compact" hideFooter />
          </Box>
        </div>
        <div>
          <Typography variant="subtitle2">Columns memoized with useMemo</Typography>
          <CallCount label="Stock cells rendered" counter={memoizedCount} />
          <Box sx={{ height: 280 }}>
            <DataGrid
              rows={rows}
              columns={memoizedColumns}
              density="compact"
              hideFooter
            />
          </Box>
        </div>
      </Box>
    </Box>
  );
}
