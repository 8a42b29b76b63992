import * as React from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

type Ticket = {
  id: number;
  subject: string;
  priority: number;
  opened: Date;
};

const PRIORITY_LABELS = ['Urgent', 'High', 'Normal', 'Low'];

// No column can be sorted from its header: the select above the grid is the only way.
const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220, sortable: false },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => PRIORITY_LABELS[value],
  },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120, sortable: false },
];

const rows: Ticket[] = [
  { id: 1, subject: 'Checkout page returns an error', priority: 0, opened: new Date(2025, 2, 14) },
  { id: 2, subject: 'Update the shipping rates for Canada', priority: 2, opened: new Date(2025, 2, 3) },
  { id: 3, subject: 'Invoice PDF shows the wrong VAT number', priority: 1, opened: new Date(2025, 2, 11) },
  { id: 4, subject: 'Add Swedish to the language menu', priority: 3, opened: new Date(2025, 1, 26) },
  { id: 5, subject: 'Password reset e-mail is not sent', priority: 0, opened: new Date(2025, 2, 16) },
  { id: 6, subject: 'Typo on the returns policy page', priority: 3, opened: new Date(2025, 2, 9) },
  { id: 7, subject: 'Stock count differs between warehouses', priority: 1, opened: new Date(2025, 2, 1) },
];

const SORT_OPTIONS: Record<string, GridSortModel> = {
  priority: [{ field: 'priority', sort: 'asc' }],
  newest: [{ field: 'opened', sort: 'desc' }],
  oldest: [{ field: 'opened', sort: 'asc' }],
};

export default function ProgrammaticSorting() {
  const [option, setOption] = React.useState('priority');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Sort tickets by"
        value={option}
        onChange={(event) => setOption(event.target.value)}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <MenuItem value="priority">Priority</MenuItem>
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="oldest">Oldest first</MenuItem>
      </TextField>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={SORT_OPTIONS[option]}
          hideFooter
        />
      </Box>
    </Box>
  );
}
