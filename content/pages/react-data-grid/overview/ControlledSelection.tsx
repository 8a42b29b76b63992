import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

type Volunteer = {
  id: number;
  name: string;
  skill: string;
  city: string;
  available: boolean;
};

const columns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'skill', headerName: 'Skill', width: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 100 },
];

const rows: Volunteer[] = [
  { id: 1, name: 'Grace Liu', skill: 'First aid', city: 'Toronto', available: true },
  {
    id: 2,
    name: 'Omar Haddad',
    skill: 'Logistics',
    city: 'Montreal',
    available: true,
  },
  {
    id: 3,
    name: 'Isabel Ruiz',
    skill: 'Translation',
    city: 'Toronto',
    available: false,
  },
  { id: 4, name: 'Ben Carter', skill: 'Driving', city: 'Ottawa', available: true },
  {
    id: 5,
    name: 'Yuki Tanaka',
    skill: 'Photography',
    city: 'Vancouver',
    available: true,
  },
  {
    id: 6,
    name: 'Chloé Martin',
    skill: 'Translation',
    city: 'Montreal',
    available: true,
  },
  {
    id: 7,
    name: 'Samuel Osei',
    skill: 'First aid',
    city: 'Ottawa',
    available: false,
  },
  {
    id: 8,
    name: 'Anika Sharma',
    skill: 'Cooking',
    city: 'Toronto',
    available: true,
  },
  {
    id: 9,
    name: 'Liam O’Brien',
    skill: 'Logistics',
    city: 'Vancouver',
    available: true,
  },
  {
    id: 10,
    name: 'Fatima Zahra',
    skill: 'Driving',
    city: 'Montreal',
    available: true,
  },
];

export default function ControlledSelection() {
  const [rowSelectionModel, setRowSelectionModel] =
    React.useState<GridRowSelectionModel>({
      type: 'include',
      ids: new Set([2, 5]),
    });

  // A model of type 'exclude' selects every row except its `ids`,
  // so test each row with the manager instead of reading `ids` directly.
  const selection = createRowSelectionManager(rowSelectionModel);
  const selected = rows.filter((row) => selection.has(row.id));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          isRowSelectable={(params) => params.row.available}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(model) => setRowSelectionModel(model)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} of {rows.length} volunteers selected
        {selected.length > 0
          ? `: ${selected.map((row) => row.name).join(', ')}`
          : ''}
      </Typography>
    </Box>
  );
}
