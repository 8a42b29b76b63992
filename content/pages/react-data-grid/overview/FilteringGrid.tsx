import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Employee = {
  id: number;
  name: string;
  department: string;
  role: string;
  office: string;
  startYear: number;
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support'],
    width: 160,
  },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    role: 'Staff engineer',
    office: 'Lisbon',
    startYear: 2016,
  },
  {
    id: 2,
    name: 'Jonas Becker',
    department: 'Engineering',
    role: 'Frontend engineer',
    office: 'Berlin',
    startYear: 2021,
  },
  {
    id: 3,
    name: 'Priya Raman',
    department: 'Design',
    role: 'Product designer',
    office: 'Berlin',
    startYear: 2019,
  },
  {
    id: 4,
    name: 'Lucas Moreau',
    department: 'Sales',
    role: 'Account executive',
    office: 'Paris',
    startYear: 2020,
  },
  {
    id: 5,
    name: 'Sofia Lindqvist',
    department: 'Engineering',
    role: 'Backend engineer',
    office: 'Lisbon',
    startYear: 2022,
  },
  {
    id: 6,
    name: 'Diego Herrera',
    department: 'Support',
    role: 'Support specialist',
    office: 'Madrid',
    startYear: 2018,
  },
  {
    id: 7,
    name: 'Mei Chen',
    department: 'Engineering',
    role: 'Engineering manager',
    office: 'Berlin',
    startYear: 2015,
  },
  {
    id: 8,
    name: 'Tomás Novak',
    department: 'Design',
    role: 'Design systems lead',
    office: 'Prague',
    startYear: 2017,
  },
  {
    id: 9,
    name: 'Hannah Weiss',
    department: 'Sales',
    role: 'Sales engineer',
    office: 'Berlin',
    startYear: 2023,
  },
  {
    id: 10,
    name: 'Kwame Mensah',
    department: 'Engineering',
    role: 'Site reliability engineer',
    office: 'Paris',
    startYear: 2020,
  },
  {
    id: 11,
    name: 'Elena Petrova',
    department: 'Support',
    role: 'Support team lead',
    office: 'Prague',
    startYear: 2016,
  },
  {
    id: 12,
    name: 'Noah Fischer',
    department: 'Engineering',
    role: 'Data engineer',
    office: 'Berlin',
    startYear: 2024,
  },
  {
    id: 13,
    name: 'Inês Carvalho',
    department: 'Design',
    role: 'UX researcher',
    office: 'Lisbon',
    startYear: 2021,
  },
  {
    id: 14,
    name: 'Ravi Shah',
    department: 'Sales',
    role: 'Account manager',
    office: 'Madrid',
    startYear: 2019,
  },
];

export default function FilteringGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
              quickFilterValues: ['Berlin'],
            },
          },
        }}
      />
    </Box>
  );
}
