import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

type Customer = { id: number; name: string; city: string; country: string };

const rows: Customer[] = [
  { id: 1, name: 'José Núñez', city: 'Málaga', country: 'Spain' },
  { id: 2, name: 'Jose Martin', city: 'Madrid', country: 'Spain' },
  { id: 3, name: 'Françoise Lefèvre', city: 'Besançon', country: 'France' },
  { id: 4, name: 'Zoë Renée Adler', city: 'Zürich', country: 'Switzerland' },
  { id: 5, name: 'Jörg Müller', city: 'Köln', country: 'Germany' },
  { id: 6, name: 'João Araújo', city: 'São Paulo', country: 'Brazil' },
  { id: 7, name: 'Ayşe Çelik', city: 'İzmir', country: 'Türkiye' },
  { id: 8, name: 'Björn Ångström', city: 'Malmö', country: 'Sweden' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'name', operator: 'contains', value: 'jose' }],
  });

  const handleSwitch = (checked: boolean) => {
    setIgnoreDiacritics(checked);
    // The prop applies the next time the grid filters: pass a new model object to filter again.
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => handleSwitch(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          headerFilters
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
