import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridValueGetter,
  type GridValueSetter,
} from '@mui/x-data-grid';

type Contact = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  postcode: string;
};

const rows: Contact[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', phone: '+44 20 7946 0321', postcode: 'SW1A 1AA' },
  { id: 2, firstName: 'Jonas', lastName: 'Keller', phone: '+49 30 5550 1822', postcode: '10115' },
  { id: 3, firstName: 'Priya', lastName: 'Iyer', phone: '+91 80 5550 4411', postcode: '560001' },
  { id: 4, firstName: 'Lucas', lastName: 'Moreau', phone: '+33 1 55 50 12 34', postcode: '75001' },
  { id: 5, firstName: 'Keiko', lastName: 'Sato', phone: '+81 3 5550 7788', postcode: '100-0001' },
];

// Read: combine two fields into one value.
const getFullName: GridValueGetter<Contact, string> = (_value, row) =>
  `${row.firstName} ${row.lastName}`;

// Write: split the edited value back into the two fields of the row.
const setFullName: GridValueSetter<Contact, string> = (value, row) => {
  const [firstName = '', ...rest] = value.trim().split(/\s+/);
  return { ...row, firstName, lastName: rest.join(' ') };
};

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    flex: 1,
    minWidth: 180,
    editable: true,
    valueGetter: getFullName,
    valueSetter: setFullName,
  },
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'postcode',
    headerName: 'Postcode',
    width: 120,
    editable: true,
    // Every keystroke goes through the parser: store postcodes in upper case, without spaces around.
    valueParser: (value?: string) => (value ?? '').toUpperCase().trimStart(),
  },
];

export default function ValueSetterParser() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
