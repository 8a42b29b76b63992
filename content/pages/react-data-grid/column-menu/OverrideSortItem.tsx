import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const LABELS: Record<string, [string, string]> = {
  number: ['Lowest first', 'Highest first'],
  date: ['Oldest first', 'Newest first'],
  string: ['A to Z', 'Z to A'],
};

// Replaces the built-in sort item: both directions stay listed, the active one is checked.
function SortDirectionItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;

  if (!colDef.sortable) {
    return null;
  }

  const [ascLabel, descLabel] = LABELS[colDef.type ?? 'string'] ?? LABELS.string;
  const sortBy = (direction: GridSortDirection) => (event: React.MouseEvent) => {
    onClick(event);
    // Choosing the active direction again removes the sorting.
    apiRef.current.sortColumn(colDef.field, current === direction ? null : direction);
  };

  return (
    <React.Fragment>
      {(['asc', 'desc'] as const).map((direction) => (
        <MenuItem key={direction} onClick={sortBy(direction)}>
          <ListItemIcon>
            {current === direction ? <CheckIcon fontSize="small" /> : null}
          </ListItemIcon>
          <ListItemText>{direction === 'asc' ? ascLabel : descLabel}</ListItemText>
        </MenuItem>
      ))}
    </React.Fragment>
  );
}

function ColumnMenuWithSortLabels(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: SortDirectionItem }} />;
}

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'email', headerName: 'Email', width: 230, sortable: false },
];

export default function OverrideSortItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'startDate', sort: 'desc' }] } }}
        slots={{ columnMenu: ColumnMenuWithSortLabels }}
      />
    </Box>
  );
}
