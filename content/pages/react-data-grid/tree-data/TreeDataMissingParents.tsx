import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: string;
  /** Chain of managers, ending with the employee. */
  hierarchy: string[];
  jobTitle: string;
  location: string;
}

// Only the leaves are in the data: the managers' rows are created by the grid.
const rows: Employee[] = [
  {
    id: 'e1',
    hierarchy: ['Sofia Costa', 'Jonas Keller', 'Mina Park'],
    jobTitle: 'Frontend engineer',
    location: 'Berlin',
  },
  {
    id: 'e2',
    hierarchy: ['Sofia Costa', 'Jonas Keller', 'Tariq Khan'],
    jobTitle: 'Backend engineer',
    location: 'Lisbon',
  },
  {
    id: 'e3',
    hierarchy: ['Sofia Costa', 'Jonas Keller', 'Wen Li'],
    jobTitle: 'QA engineer',
    location: 'Berlin',
  },
  {
    id: 'e4',
    hierarchy: ['Sofia Costa', 'Rosa Garcia', 'Elias Berg'],
    jobTitle: 'Account executive',
    location: 'Madrid',
  },
  {
    id: 'e5',
    hierarchy: ['Sofia Costa', 'Rosa Garcia', 'Uma Reddy'],
    jobTitle: 'Sales engineer',
    location: 'Bangalore',
  },
  {
    id: 'e6',
    hierarchy: ['Sofia Costa', 'Dalia Haddad'],
    jobTitle: 'Chief of staff',
    location: 'Lisbon',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 160 },
  { field: 'location', headerName: 'Location', width: 120 },
];

const getTreeDataPath = (row: Employee) => row.hierarchy;

export default function TreeDataMissingParents() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Reports to', flex: 1, minWidth: 220 }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
