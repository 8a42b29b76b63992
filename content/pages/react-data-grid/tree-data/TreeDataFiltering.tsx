import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { files, formatSize, type FileEntry } from './files';

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatSize(value),
  },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 130 },
];

const getTreeDataPath = (row: FileEntry) => row.path;

export default function TreeDataFiltering() {
  const [childrenOnly, setChildrenOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={childrenOnly}
            onChange={(event) => setChildrenOnly(event.target.checked)}
          />
        }
        label="Filter and sort top-level rows only"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={files}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={childrenOnly}
          disableChildrenSorting={childrenOnly}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'owner', operator: 'contains', value: 'Keiko' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
