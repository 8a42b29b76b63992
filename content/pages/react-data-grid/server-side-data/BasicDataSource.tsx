import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from './mockServer';
import { orderColumns } from './orderColumns';

// Stands in for your API. In an application, getRows would call it with fetch().
const server = createOrdersServer({ latency: 500 });

const dataSource: GridDataSource = {
  getRows: async (params) => {
    // params holds sortModel, filterModel, paginationModel, start and end.
    const response = await server.getRows(params);
    return { rows: response.rows, rowCount: response.rowCount };
  },
};

export default function BasicDataSource() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGrid
        columns={orderColumns}
        dataSource={dataSource}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
