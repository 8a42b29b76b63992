import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

type StoreResult = {
  id: number;
  store: string;
  q1Revenue: number;
  q1Orders: number;
  q2Revenue: number;
  q2Orders: number;
  returns: number;
};

const rows: StoreResult[] = [
  {
    id: 1,
    store: 'Atlanta',
    q1Revenue: 182400,
    q1Orders: 1520,
    q2Revenue: 201300,
    q2Orders: 1688,
    returns: 3.1,
  },
  {
    id: 2,
    store: 'Denver',
    q1Revenue: 143900,
    q1Orders: 1204,
    q2Revenue: 171250,
    q2Orders: 1392,
    returns: 2.4,
  },
  {
    id: 3,
    store: 'Portland',
    q1Revenue: 166700,
    q1Orders: 1388,
    q2Revenue: 158900,
    q2Orders: 1301,
    returns: 4.0,
  },
  {
    id: 4,
    store: 'Toronto',
    q1Revenue: 121050,
    q1Orders: 990,
    q2Revenue: 139600,
    q2Orders: 1127,
    returns: 2.9,
  },
  {
    id: 5,
    store: 'Online',
    q1Revenue: 402300,
    q1Orders: 5120,
    q2Revenue: 455800,
    q2Orders: 5734,
    returns: 6.2,
  },
];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const revenue = {
  type: 'number',
  width: 105,
  valueFormatter: (v: number) => dollars.format(v),
} as const;

const columns: GridColDef<StoreResult>[] = [
  { field: 'store', headerName: 'Store', width: 90 },
  { field: 'q1Revenue', headerName: 'Revenue', ...revenue },
  { field: 'q1Orders', headerName: 'Orders', type: 'number', width: 75 },
  { field: 'q2Revenue', headerName: 'Revenue', ...revenue },
  { field: 'q2Orders', headerName: 'Orders', type: 'number', width: 75 },
  { field: 'returns', headerName: 'Returns (%)', type: 'number', width: 105 },
];

// Three header levels: year > quarter > columns. "Returns" belongs to the year only.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'h1-2025',
    headerName: 'First half 2025',
    headerAlign: 'center',
    description: 'Results from January to June 2025',
    children: [
      {
        groupId: 'q1',
        headerName: 'Q1',
        headerAlign: 'center',
        children: [{ field: 'q1Revenue' }, { field: 'q1Orders' }],
      },
      {
        groupId: 'q2',
        headerName: 'Q2',
        headerAlign: 'center',
        children: [{ field: 'q2Revenue' }, { field: 'q2Orders' }],
      },
      { field: 'returns' },
    ],
  },
];

export default function NestedColumnGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={40}
        showColumnVerticalBorder
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
