import { Box } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(40);

const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Abteilung', width: 120 },
  {
    field: 'startDate',
    headerName: 'Eintritt',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => date.format(value),
  },
  {
    field: 'salary',
    headerName: 'Gehalt',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => eur.format(value),
  },
];

// Adds the German texts of Material UI and of the Data Grid to the surrounding theme.
// In an app, pass the locales to createTheme instead: createTheme(options, materialDeDE, deDE).
const withGerman = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    ...materialDeDE.components,
    ...deDE.components,
  },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={withGerman}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} showToolbar />
      </Box>
    </ThemeProvider>
  );
}
