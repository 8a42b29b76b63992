import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createFilesServer } from '../mockServer';
import { fileColumns } from './files';

// The server can't open the Archive folder: its requests fail, the others succeed.
const server = createFilesServer({
  latency: 500,
  fail: (query) => query.groupKeys?.[0] === 'Archive',
});

const dataSource: GridDataSource = {
  getRows: (params) => server.getRows(params),
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childrenCount,
};

export default function TreeDataChildErrors() {
  const [failedFolder, setFailedFolder] = React.useState<string | null>(null);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert severity={failedFolder ? 'error' : 'info'}>
        {failedFolder
          ? `Could not open “${failedFolder}”. Click its expand button to try again.`
          : 'Expand the Archive folder: the request for its content fails.'}
      </Alert>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={fileColumns}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
          onDataSourceError={(error) => {
            // For a child request, params.groupKeys is the path of the folder.
            if ('params' in error && 'groupKeys' in error.params) {
              setFailedFolder(error.params.groupKeys?.join(' / ') ?? null);
            }
          }}
        />
      </Box>
    </Stack>
  );
}
