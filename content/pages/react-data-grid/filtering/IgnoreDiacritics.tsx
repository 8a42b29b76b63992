import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Supplier = { id: number; name: string; city: string; country: string };

const rows: Supplier[] = [
  { id: 1, name: 'Café Olé Roasters', city: 'São Paulo', country: 'Brazil' },
  { id: 2, name: 'Cafe Central Supply', city: 'Vienna', country: 'Austria' },
  { id: 3, name: 'Crème de la Crème', city: 'Montréal', country: 'Canada' },
  { id: 4, name: 'Müller Mühle', city: 'Zürich', country: 'Switzerland' },
  { id: 5, name: 'Muller Packaging', city: 'Montreal', country: 'Canada' },
  { id: 6, name: 'Ñandú Textiles', city: 'Bogotá', country: 'Colombia' },
  { id: 7, name: 'Jose Farms', city: 'Sao Paulo', country: 'Brazil' },
  { id: 8, name: 'José Pérez e Hijos', city: 'Málaga', country: 'Spain' },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 360 }}>
        {/* The prop is read when filters are applied: remount to re-filter at once. */}
        <DataGrid
          key={String(ignoreDiacritics)}
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          showToolbar
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'city', operator: 'contains', value: 'sao' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
