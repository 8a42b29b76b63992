import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createEmployees, createOrders, type Employee, type Order } from '../shared/data';

// Adds Data Grid defaults to the surrounding theme. In an app, put the same
// `components.MuiDataGrid` entry in the object you pass to createTheme().
const withGridDefaults = (outerTheme: Theme): Theme => {
  const palette = (outerTheme.vars || outerTheme).palette;
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          showColumnVerticalBorder: true,
          disableRowSelectionOnClick: true,
          hideFooter: true,
        },
        styleOverrides: {
          root: { fontSize: outerTheme.typography.pxToRem(13) },
          columnHeader: { backgroundColor: outerTheme.alpha(palette.primary.main, 0.06) },
          columnHeaderTitle: { fontWeight: outerTheme.typography.fontWeightBold },
        },
      },
    },
  };
};

const orders = createOrders(8);
const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const employees = createEmployees(8);
const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        {/* Everything comes from the theme. */}
        <Box sx={{ height: 220 }}>
          <DataGrid rows={orders} columns={orderColumns} />
        </Box>
        {/* A prop on the grid wins over the theme's default. */}
        <Box sx={{ height: 220 }}>
          <DataGrid rows={employees} columns={employeeColumns} density="standard" />
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
