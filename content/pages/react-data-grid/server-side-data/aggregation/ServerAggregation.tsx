import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { createOrdersServer } from '../mockServer';
import { orderColumns } from '../orderColumns';
import { serverAggregationFunctions } from './aggregationFunctions';

const server = createOrdersServer({ latency: 500 });

const dataSource: GridDataSource = {
  // params.aggregationModel lists the aggregated columns; the answer adds aggregateRow.
  getRows: (params) => server.getRows(params),
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

export default function ServerAggregation() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
          columns: { columnVisibilityModel: { customer: false } },
        }}
        pagination
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
