import { Box } from '@mui/material';
import {
  DataGrid,
  type FilterColumnsArgs,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', width: 180 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Offer every column except the email addresses in the panel's column list.
const filterColumns = ({ columns: allColumns }: FilterColumnsArgs) =>
  allColumns.filter((column) => column.field !== 'email').map((column) => column.field);

const filterPanelProps: GridSlotProps['filterPanel'] = {
  columnsSort: 'asc',
  filterFormProps: {
    filterColumns,
    columnInputProps: { sx: { width: 140 } },
    operatorInputProps: { sx: { width: 130 } },
    deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
  },
  sx: {
    '& .MuiDataGrid-filterForm': { py: 1.5, gap: 1 },
    '& .MuiDataGrid-filterForm:nth-of-type(even)': { bgcolor: 'action.hover' },
  },
};

export default function CustomizedFilterPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel: filterPanelProps }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'country', operator: 'equals', value: 'Japan' }],
            },
          },
        }}
      />
    </Box>
  );
}
