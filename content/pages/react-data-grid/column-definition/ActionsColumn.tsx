import * as React from 'react';
import { Box } from '@mui/material';
import { ContentCopy, Delete, Star, StarBorder } from '@mui/icons-material';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

type Playlist = {
  id: number;
  name: string;
  tracks: number;
  favorite: boolean;
};

const initialRows: Playlist[] = [
  { id: 1, name: 'Morning run', tracks: 24, favorite: true },
  { id: 2, name: 'Deep focus', tracks: 58, favorite: false },
  { id: 3, name: 'Road trip 2025', tracks: 112, favorite: false },
  { id: 4, name: 'Sunday jazz', tracks: 37, favorite: true },
  { id: 5, name: 'Kitchen disco', tracks: 45, favorite: false },
];

export default function ActionsColumn() {
  const [rows, setRows] = React.useState(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  const columns = React.useMemo<GridColDef<Playlist>[]>(() => {
    const toggleFavorite = (id: GridRowId) =>
      setRows((prev) =>
        prev.map((row) => (row.id === id ? { ...row, favorite: !row.favorite } : row)),
      );
    const duplicate = (id: GridRowId) =>
      setRows((prev) => {
        const source = prev.find((row) => row.id === id);
        if (!source) {
          return prev;
        }
        const copy = { ...source, id: nextId.current, name: `${source.name} (copy)` };
        nextId.current += 1;
        return [...prev, copy];
      });
    const remove = (id: GridRowId) => setRows((prev) => prev.filter((row) => row.id !== id));

    return [
      { field: 'name', headerName: 'Playlist', flex: 1, minWidth: 180 },
      { field: 'tracks', headerName: 'Tracks', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: (params) => [
          <GridActionsCellItem
            key="favorite"
            icon={params.row.favorite ? <Star color="warning" /> : <StarBorder />}
            label={params.row.favorite ? 'Remove from favorites' : 'Add to favorites'}
            onClick={() => toggleFavorite(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopy />}
            label="Duplicate"
            onClick={() => duplicate(params.id)}
            showInMenu
          />,
          <GridActionsCellItem
            key="delete"
            icon={<Delete />}
            label="Delete"
            onClick={() => remove(params.id)}
            showInMenu
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
