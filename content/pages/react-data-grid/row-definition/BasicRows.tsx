import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number };

// Each row is a plain object with a unique `id`.
const rows: GridRowsProp<Book> = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'Neuromancer', author: 'William Gibson', year: 1984 },
  {
    id: 5,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'author', headerName: 'Author', width: 220 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
];

export default function BasicRows() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
