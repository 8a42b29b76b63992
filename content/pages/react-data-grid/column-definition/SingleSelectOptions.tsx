import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Ticket = {
  id: number;
  subject: string;
  /** A team code, stored as the team's id. */
  teamId: number;
  severity: 'low' | 'medium' | 'high';
};

const teams = [
  { value: 1, label: 'Billing' },
  { value: 2, label: 'Platform' },
  { value: 3, label: 'Mobile apps' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'teamId',
    headerName: 'Team',
    type: 'singleSelect',
    // Objects: the cell stores `value`, the grid shows `label`.
    valueOptions: teams,
    editable: true,
    width: 150,
  },
  {
    field: 'severity',
    headerName: 'Severity',
    type: 'singleSelect',
    valueOptions: ['low', 'medium', 'high'],
    getOptionLabel: (option) => {
      const value = String(option);
      return value.charAt(0).toUpperCase() + value.slice(1);
    },
    editable: true,
    width: 130,
  },
];

const rows: Ticket[] = [
  { id: 1, subject: 'Invoice PDF shows the wrong VAT number', teamId: 1, severity: 'medium' },
  { id: 2, subject: 'Login fails after password reset', teamId: 2, severity: 'high' },
  { id: 3, subject: 'Push notifications arrive twice', teamId: 3, severity: 'low' },
  { id: 4, subject: 'Refund not visible in the customer portal', teamId: 1, severity: 'high' },
  { id: 5, subject: 'Dark mode icons hard to see on Android', teamId: 3, severity: 'low' },
];

export default function SingleSelectOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
