import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { dateFormatter, files, formatSize, type FileEntry } from './files';

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatSize(value),
  },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 130 },
];

const getTreeDataPath = (row: FileEntry) => row.path;

export default function BasicTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
      />
    </Box>
  );
}
