import * as React from 'react';
import { Box, Button } from '@mui/material';
import { DeleteOutlined, Flag, FlagOutlined } from '@mui/icons-material';
import {
  DataGridPro,
  GridActionsCellItem,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

type Subscriber = {
  id: number;
  name: string;
  email: string;
  plan: string;
  country: string;
  seats: number;
  since: string;
  flagged: boolean;
};

const initialRows: Subscriber[] = [
  {
    id: 1,
    name: 'Northwind Labs',
    email: 'billing@northwind.example',
    plan: 'Business',
    country: 'Canada',
    seats: 48,
    since: '2021-03',
    flagged: false,
  },
  {
    id: 2,
    name: 'Tallis & Rowe',
    email: 'ops@tallisrowe.example',
    plan: 'Starter',
    country: 'United Kingdom',
    seats: 5,
    since: '2023-11',
    flagged: false,
  },
  {
    id: 3,
    name: 'Kestrel Analytics',
    email: 'it@kestrel.example',
    plan: 'Enterprise',
    country: 'Germany',
    seats: 210,
    since: '2019-07',
    flagged: false,
  },
  {
    id: 4,
    name: 'Pampa Foods',
    email: 'admin@pampa.example',
    plan: 'Business',
    country: 'Argentina',
    seats: 36,
    since: '2022-01',
    flagged: false,
  },
  {
    id: 5,
    name: 'Odeon Media',
    email: 'accounts@odeon.example',
    plan: 'Starter',
    country: 'Greece',
    seats: 8,
    since: '2024-05',
    flagged: false,
  },
  {
    id: 6,
    name: 'Harbor Health',
    email: 'finance@harbor.example',
    plan: 'Enterprise',
    country: 'United States',
    seats: 340,
    since: '2020-09',
    flagged: false,
  },
  {
    id: 7,
    name: 'Sora Studio',
    email: 'hello@sora.example',
    plan: 'Business',
    country: 'Japan',
    seats: 22,
    since: '2023-02',
    flagged: false,
  },
];

export default function PinningSpecialColumns() {
  const [rows, setRows] = React.useState(initialRows);

  const toggleFlag = React.useCallback((id: GridRowId) => {
    setRows((previous) =>
      previous.map((row) =>
        row.id === id ? { ...row, flagged: !row.flagged } : row,
      ),
    );
  }, []);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Subscriber>[]>(
    () => [
      { field: 'name', headerName: 'Customer', width: 180 },
      { field: 'email', headerName: 'Billing email', width: 230 },
      { field: 'plan', headerName: 'Plan', width: 120 },
      { field: 'country', headerName: 'Country', width: 150 },
      { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
      { field: 'since', headerName: 'Customer since', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem
            key="flag"
            icon={params.row.flagged ? <Flag color="warning" /> : <FlagOutlined />}
            label={params.row.flagged ? 'Remove flag' : 'Flag for review'}
            onClick={() => toggleFlag(params.id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlined />}
            label="Delete"
            onClick={() => deleteRow(params.id)}
          />,
        ],
      },
    ],
    [toggleFlag, deleteRow],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => setRows(initialRows)}>
        Reset rows
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          initialState={{
            pinnedColumns: {
              left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'],
              right: ['actions'],
            },
          }}
        />
      </Box>
    </Box>
  );
}
