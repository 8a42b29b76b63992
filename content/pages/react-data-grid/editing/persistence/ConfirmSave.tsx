import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../../shared/data';

const rows = createEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'country', headerName: 'Country', width: 110 },
];

type PendingChange = {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
  reject: (reason: Error) => void;
};

function describeChange({ newRow, oldRow }: PendingChange) {
  if (newRow.name !== oldRow.name) {
    return `Rename “${oldRow.name}” to “${newRow.name}”?`;
  }
  return `Change the salary of ${oldRow.name} from ${usd.format(oldRow.salary)} to ${usd.format(newRow.salary)}?`;
}

export default function ConfirmSave() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve, reject) => {
        if (newRow.name === oldRow.name && newRow.salary === oldRow.salary) {
          // Nothing changed: no need to ask.
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve, reject });
      }),
    [],
  );

  const answer = (choice: 'save' | 'discard' | 'keepEditing') => {
    if (!pending) return;
    if (choice === 'save') {
      pending.resolve(pending.newRow);
    } else if (choice === 'discard') {
      // Resolving with the old row leaves edit mode without changing anything.
      pending.resolve(pending.oldRow);
    } else {
      // Rejecting keeps the cell in edit mode with the value the user typed.
      pending.reject(new Error('Change not confirmed'));
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={() => {
          // Expected when the user chooses "Keep editing": nothing to report.
        }}
      />
      <Dialog open={pending !== null} onClose={() => answer('keepEditing')}>
        <DialogTitle>Confirm the change</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? describeChange(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer('keepEditing')}>Keep editing</Button>
          <Button onClick={() => answer('discard')}>Discard</Button>
          <Button variant="contained" onClick={() => answer('save')}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
