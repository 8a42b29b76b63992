import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Contact = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
};

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 160,
    editable: true,
    // Reads two fields into one value...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...and writes an edited value back into both of them.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email (editable)',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Normalizes what the user types before it is stored.
    valueParser: (value: string | undefined) => (value ?? '').trim().toLowerCase(),
  },
  { field: 'firstName', headerName: 'firstName', width: 100 },
  { field: 'lastName', headerName: 'lastName', width: 100 },
];

const initialRows: Contact[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', email: 'amara@northwind.example' },
  { id: 2, firstName: 'Jonas', lastName: 'Becker', email: 'jonas@northwind.example' },
  { id: 3, firstName: 'Priya', lastName: 'Raman', email: 'priya@northwind.example' },
  { id: 4, firstName: 'Lucas', lastName: 'Moreau', email: 'lucas@northwind.example' },
];

export default function ValueSetterParser() {
  const [lastSaved, setLastSaved] = React.useState<Contact | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={(newRow) => {
            setLastSaved(newRow);
            return newRow;
          }}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        Last saved row: {lastSaved ? JSON.stringify(lastSaved) : 'none yet, double-click a cell'}
      </Typography>
    </Box>
  );
}
