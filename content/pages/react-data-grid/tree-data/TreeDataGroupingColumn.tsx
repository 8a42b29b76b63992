import { Box, IconButton } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { files, formatSize, type FileEntry } from './files';

const columns: GridColDef<FileEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatSize(value),
  },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 130 },
];

function FileNameCell(params: GridRenderCellParams<FileEntry>) {
  const { rowNode, id } = params;
  const apiRef = useGridApiContext();
  const isGroup = rowNode.type === 'group';
  const expanded = isGroup && rowNode.childrenExpanded;
  const isFolder = params.row.kind === 'folder';
  const Icon = isFolder ? FolderOutlinedIcon : InsertDriveFileOutlinedIcon;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: '100%',
        gap: 0.5,
        paddingInlineStart: rowNode.depth * 2.5,
      }}
    >
      {isGroup ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={expanded ? 'Collapse folder' : 'Expand folder'}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? (
            <ExpandMoreIcon fontSize="small" />
          ) : (
            <ChevronRightIcon
              fontSize="small"
              sx={(theme) => ({
                transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
              })}
            />
          )}
        </IconButton>
      ) : (
        <Box sx={{ width: 30 }} />
      )}
      <Icon
        fontSize="small"
        sx={{ color: isFolder ? 'primary.main' : 'text.secondary' }}
      />
      <span>{params.row.path[params.row.path.length - 1]}</span>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<FileEntry> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <FileNameCell {...params} />,
};

const getTreeDataPath = (row: FileEntry) => row.path;

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
