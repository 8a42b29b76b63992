import { Box } from '@mui/material';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { DEPARTMENTS, createEmployees, usd, type Employee } from '../../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 120,
  },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Each column can be used by one filter at most: a row's column list leaves out
// the columns that other rows already filter.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  return allColumns
    .filter((column) => column.field === field || !usedFields.includes(column.field))
    .map((column) => column.field);
};

// "Add filter" starts on the first column not filtered yet, and adds nothing once all are.
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  return allColumns.find((column) => !usedFields.includes(column.field))?.field ?? null;
};

export default function FilterPanelMultiOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'rating', operator: '>=', value: 4 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
