import * as React from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface SharedFile {
  id: number;
  name: string;
  sizeKb: number;
  owner: string;
  /** Last change, at midnight UTC. */
  updated: Date;
}

const initialFiles: SharedFile[] = [
  {
    id: 1,
    name: 'Q3 sales report.pdf',
    sizeKb: 2140,
    owner: 'Priya Iyer',
    updated: new Date(Date.UTC(2025, 8, 30)),
  },
  {
    id: 2,
    name: 'Store layout.fig',
    sizeKb: 8820,
    owner: 'Omar Farah',
    updated: new Date(Date.UTC(2025, 9, 2)),
  },
  {
    id: 3,
    name: 'Supplier contacts.xlsx',
    sizeKb: 96,
    owner: 'Bruno Silva',
    updated: new Date(Date.UTC(2025, 7, 14)),
  },
  {
    id: 4,
    name: 'Return policy.docx',
    sizeKb: 54,
    owner: 'Hana Sato',
    updated: new Date(Date.UTC(2025, 9, 11)),
  },
  {
    id: 5,
    name: 'Product photos.zip',
    sizeKb: 48200,
    owner: 'Keiko Tanaka',
    updated: new Date(Date.UTC(2025, 6, 21)),
  },
  {
    id: 6,
    name: 'Onboarding checklist.md',
    sizeKb: 8,
    owner: 'Liam Murphy',
    updated: new Date(Date.UTC(2025, 9, 15)),
  },
];

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const formatSize = (sizeKb: number) =>
  sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;

// The columns still drive sorting and filtering in list view.
const columns: GridColDef<SharedFile>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'sizeKb', headerName: 'Size', type: 'number', width: 100 },
  { field: 'updated', headerName: 'Updated', type: 'date', width: 130 },
];

export default function ListViewActions() {
  const [files, setFiles] = React.useState(initialFiles);

  const listViewColumn = React.useMemo<GridListViewColDef<SharedFile>>(
    () => ({
      field: 'fileCard',
      renderCell: ({ row }: GridRenderCellParams<SharedFile>) => (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', height: '100%' }}
        >
          <InsertDriveFileOutlinedIcon sx={{ color: 'primary.main' }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.name}
            </Typography>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary' }}
              noWrap
              component="div"
            >
              {formatSize(row.sizeKb)} · {row.owner} · {dateFormatter.format(row.updated)}
            </Typography>
          </Box>
          <Tooltip title="Delete">
            <IconButton
              size="small"
              aria-label={`Delete ${row.name}`}
              onClick={() =>
                setFiles((previous) => previous.filter((file) => file.id !== row.id))
              }
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        rows={files}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={60}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'updated', sort: 'desc' }] } }}
      />
    </Box>
  );
}
