import * as React from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

// The overlay receives the progress through `slotProps.loadingOverlay`.
declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    progress?: number;
  }
}

const importedOrders = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function ImportProgressOverlay(props: GridSlotProps['loadingOverlay']) {
  // `variant` and `noRowsVariant` are meant for the default overlay: keep them off the DOM.
  const { progress = 0, variant, noRowsVariant, ...other } = props;

  return (
    <GridOverlay {...other}>
      <Box sx={{ width: 260 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Importing orders… {progress}%
        </Typography>
        <LinearProgress variant="determinate" value={progress} />
      </Box>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [progress, setProgress] = React.useState<number | null>(null);
  const timer = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  React.useEffect(() => () => clearInterval(timer.current), []);

  // A simulated import that reports its progress every 200 ms.
  const startImport = () => {
    setRows([]);
    setProgress(0);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setProgress((value) => {
        const next = (value ?? 0) + 10;
        if (next >= 100) {
          clearInterval(timer.current);
          setRows(importedOrders);
          return null;
        }
        return next;
      });
    }, 200);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={startImport}
        disabled={progress !== null}
        sx={{ mb: 1 }}
      >
        Import 40 orders
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={progress !== null}
          slots={{ loadingOverlay: ImportProgressOverlay }}
          slotProps={{ loadingOverlay: { progress: progress ?? 0 } }}
        />
      </Box>
    </Box>
  );
}
