import { Box } from '@mui/material';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

type Store = {
  id: number;
  city: string;
  country: string;
  openedYear: number;
  revenue: number;
};

type Location = { city: string; country: string };

// Sort by country, then by city within a country, reusing the built-in string comparator.
const locationComparator: GridComparatorFn<Location> = (a, b, paramsA, paramsB) =>
  gridStringOrNumberComparator(a.country, b.country, paramsA, paramsB) ||
  gridStringOrNumberComparator(a.city, b.city, paramsA, paramsB);

const columns: GridColDef<Store>[] = [
  {
    field: 'location',
    headerName: 'Store',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row): Location => ({ city: row.city, country: row.country }),
    valueFormatter: (value: Location) => `${value.city}, ${value.country}`,
    sortComparator: locationComparator,
  },
  { field: 'openedYear', headerName: 'Opened', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue (k$)',
    type: 'number',
    width: 130,
    // The built-in number comparator, with the same handling of missing values.
    sortComparator: gridNumberComparator,
  },
];

const rows: Store[] = [
  { id: 1, city: 'Lyon', country: 'France', openedYear: 2019, revenue: 840 },
  { id: 2, city: 'Toronto', country: 'Canada', openedYear: 2016, revenue: 1320 },
  { id: 3, city: 'Bordeaux', country: 'France', openedYear: 2022, revenue: 410 },
  { id: 4, city: 'Osaka', country: 'Japan', openedYear: 2018, revenue: 1190 },
  { id: 5, city: 'Calgary', country: 'Canada', openedYear: 2021, revenue: 560 },
  { id: 6, city: 'Paris', country: 'France', openedYear: 2015, revenue: 2050 },
  { id: 7, city: 'Kyoto', country: 'Japan', openedYear: 2023, revenue: 380 },
  { id: 8, city: 'Montréal', country: 'Canada', openedYear: 2017, revenue: 970 },
];

export default function CombinedComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'location', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
