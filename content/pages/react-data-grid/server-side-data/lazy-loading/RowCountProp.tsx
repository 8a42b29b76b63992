import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer, getServerOrders } from '../mockServer';
import { orderColumns } from '../orderColumns';

const ORDER_COUNT = 2000;

// getRows leaves the count out: it comes from a separate, cheaper request.
const server = createOrdersServer({ latency: 400, count: ORDER_COUNT, unknownRowCount: true });

const dataSource: GridDataSource = {
  getRows: (params) => server.getRows(params),
};

function fetchOrderCount(): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(getServerOrders(ORDER_COUNT).length), 300);
  });
}

export default function RowCountProp() {
  const [countKnown, setCountKnown] = React.useState(false);
  // -1: unknown, the grid loads more rows when the user reaches the end.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let active = true;
    if (countKnown) {
      fetchOrderCount().then((count) => active && setRowCount(count));
    } else {
      setRowCount(-1);
    }
    return () => {
      active = false;
    };
  }, [countKnown]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={countKnown} onChange={(event) => setCountKnown(event.target.checked)} />
          }
          label="Ask the server for the total"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rowCount === -1
            ? 'rowCount: -1, infinite loading'
            : `rowCount: ${rowCount.toLocaleString('en-US')}, viewport loading`}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Stack>
  );
}
