import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

type Employee = {
  id: number;
  name: string;
  email: string;
  department: string;
  title: string;
  office: string;
  phone: string;
  salary: number;
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    department: 'Engineering',
    title: 'Staff engineer',
    office: 'Lisbon',
    phone: '+351 21 555 0141',
    salary: 142000,
  },
  {
    id: 2,
    name: 'Jonas Becker',
    email: 'jonas.becker@example.com',
    department: 'Engineering',
    title: 'Frontend engineer',
    office: 'Berlin',
    phone: '+49 30 5550 1822',
    salary: 98000,
  },
  {
    id: 3,
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    department: 'Design',
    title: 'Product designer',
    office: 'Berlin',
    phone: '+49 30 5550 1907',
    salary: 91000,
  },
  {
    id: 4,
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    department: 'Sales',
    title: 'Account executive',
    office: 'Paris',
    phone: '+33 1 55 50 12 34',
    salary: 87000,
  },
  {
    id: 5,
    name: 'Mei Chen',
    email: 'mei.chen@example.com',
    department: 'Engineering',
    title: 'Engineering manager',
    office: 'Berlin',
    phone: '+49 30 5550 1433',
    salary: 151000,
  },
  {
    id: 6,
    name: 'Diego Herrera',
    email: 'diego.herrera@example.com',
    department: 'Support',
    title: 'Support specialist',
    office: 'Madrid',
    phone: '+34 91 555 0198',
    salary: 58000,
  },
  {
    id: 7,
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    department: 'Support',
    title: 'Support team lead',
    office: 'Prague',
    phone: '+420 2 5550 0176',
    salary: 72000,
  },
  {
    id: 8,
    name: 'Ravi Shah',
    email: 'ravi.shah@example.com',
    department: 'Sales',
    title: 'Account manager',
    office: 'Madrid',
    phone: '+34 91 555 0122',
    salary: 79000,
  },
];

export default function ControlledColumnPinning() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['name'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setPinnedColumns({ left: ['name'] })}>
          Pin name
        </Button>
        <Button
          size="small"
          onClick={() =>
            setPinnedColumns({ left: ['name', 'email'], right: ['salary'] })
          }
        >
          Pin name, email and salary
        </Button>
        <Button size="small" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1 }}>
        pinnedColumns: {JSON.stringify(pinnedColumns)}
      </Typography>
    </Box>
  );
}
