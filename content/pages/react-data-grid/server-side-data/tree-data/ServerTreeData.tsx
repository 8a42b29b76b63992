import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createFilesServer } from '../mockServer';
import { fileColumns } from './files';

const server = createFilesServer({ latency: 500 });

const dataSource: GridDataSource = {
  // Called for the top level, then once per folder the user expands (params.groupKeys).
  getRows: (params) => server.getRows(params),
  // The key of the row among its siblings: here, the file name.
  getGroupKey: (row) => row.name,
  // 0 for a file; a folder gets an expand button.
  getChildrenCount: (row) => row.childrenCount,
};

export default function ServerTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={fileColumns}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
