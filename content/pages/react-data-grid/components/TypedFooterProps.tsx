import * as React from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import {
  DataGrid,
  GridFooterContainer,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createProducts, type Product } from '../shared/data';

// Declare the props the footer receives through `slotProps.footer`.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    stockScan?: number;
    scanning?: boolean;
    onScanRequest?: () => void;
  }
}

function StockFooter(props: GridSlotProps['footer']) {
  const { stockScan, scanning, onScanRequest, ...other } = props;

  return (
    <GridFooterContainer {...other}>
      <Typography variant="body2" sx={{ paddingInlineStart: 2, color: 'text.secondary' }}>
        Stock levels from warehouse scan #{stockScan}
      </Typography>
      <Button
        size="small"
        onClick={onScanRequest}
        disabled={scanning}
        startIcon={scanning ? <CircularProgress size={16} /> : <SyncOutlinedIcon />}
        sx={{ marginInlineEnd: 1 }}
      >
        {scanning ? 'Scanning…' : 'Scan again'}
      </Button>
    </GridFooterContainer>
  );
}

const rows = createProducts(18);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function TypedFooterProps() {
  const [stockScan, setStockScan] = React.useState(1042);
  const [scanning, setScanning] = React.useState(false);
  const timeout = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timeout.current), []);

  // The callback changes on every render; that's fine, it's a prop, not a slot.
  const handleScanRequest = () => {
    setScanning(true);
    timeout.current = setTimeout(() => {
      setStockScan((scan) => scan + 1);
      setScanning(false);
    }, 600);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: StockFooter }}
        slotProps={{
          footer: { stockScan, scanning, onScanRequest: handleScanRequest },
        }}
      />
    </Box>
  );
}
