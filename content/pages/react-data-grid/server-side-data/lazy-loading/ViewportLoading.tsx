import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../mockServer';
import { orderColumns } from '../orderColumns';

// 5,000 orders on the server; the grid only asks for the rows in and near the viewport.
const server = createOrdersServer({ latency: 600, count: 5000 });

const dataSource: GridDataSource = {
  // params.start and params.end name the rows to load; the answer carries the total rowCount.
  getRows: (params) => server.getRows(params),
};

export default function ViewportLoading() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={orderColumns}
        dataSource={dataSource}
        lazyLoading
        lazyLoadingRequestThrottleMs={300}
      />
    </Box>
  );
}
