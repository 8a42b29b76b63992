import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

type Book = {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
  rating: number;
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'pages',
    headerName: 'Pages',
    type: 'number',
    width: 90,
    sortable: false,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => value.toFixed(1),
  },
];

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
    rating: 4.1,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    pages: 264,
    rating: 4.3,
  },
  {
    id: 3,
    title: 'Dune',
    author: 'Frank Herbert',
    year: 1965,
    pages: 412,
    rating: 4.3,
  },
  {
    id: 4,
    title: 'Solaris',
    author: 'Stanisław Lem',
    year: 1961,
    pages: 204,
    rating: 4.0,
  },
  {
    id: 5,
    title: 'Neuromancer',
    author: 'William Gibson',
    year: 1984,
    pages: 271,
    rating: 3.9,
  },
  {
    id: 6,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
    rating: 4.2,
  },
  {
    id: 7,
    title: 'Hyperion',
    author: 'Dan Simmons',
    year: 1989,
    pages: 482,
    rating: 4.3,
  },
  {
    id: 8,
    title: 'Foundation',
    author: 'Isaac Asimov',
    year: 1951,
    pages: 255,
    rating: 4.2,
  },
  {
    id: 9,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    year: 1993,
    pages: 345,
    rating: 4.2,
  },
  {
    id: 10,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    pages: 209,
    rating: 4.1,
  },
];

export default function SortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'rating', sort: 'desc' },
  ]);
  const active = sortModel[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {active
          ? `Sorted by ${active.field}, ${active.sort === 'asc' ? 'ascending' : 'descending'}`
          : 'Not sorted'}
      </Typography>
    </Box>
  );
}
