import * as React from 'react';
import { Box, Button, Stack } from '@mui/material';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
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

// Open every folder on the first level, and the "Source" folder down to its files.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth === 0 || node.groupingKey === 'src';

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();

  const setAllExpanded = React.useCallback(
    (expanded: boolean) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      api.getAllRowIds().forEach((id) => {
        if (api.getRowNode(id)?.type === 'group') {
          api.setRowChildrenExpansion(id, expanded);
        }
      });
    },
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={files}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
        />
      </Box>
    </Box>
  );
}
