import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Book = {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
};

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
  { id: 5, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, pages: 417 },
  { id: 6, title: 'The Name of the Rose', author: 'Umberto Eco', year: 1980, pages: 536 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
