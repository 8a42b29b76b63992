import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Reading = {
  id: number;
  sensor: string;
  location: string;
  temperature: number;
  humidity: number;
  pressure: number;
  battery: number;
};

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'pressure', headerName: 'Pressure (hPa)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
];

const rows: Reading[] = [
  { id: 1, sensor: 'TH-101', location: 'Greenhouse north', temperature: 24.3, humidity: 71, pressure: 1012, battery: 88 },
  { id: 2, sensor: 'TH-102', location: 'Greenhouse south', temperature: 26.1, humidity: 65, pressure: 1012, battery: 54 },
  { id: 3, sensor: 'TH-201', location: 'Cold store', temperature: 3.8, humidity: 82, pressure: 1013, battery: 97 },
  { id: 4, sensor: 'TH-202', location: 'Packing hall', temperature: 18.9, humidity: 48, pressure: 1011, battery: 12 },
  { id: 5, sensor: 'TH-301', location: 'Loading dock', temperature: 14.2, humidity: 59, pressure: 1010, battery: 63 },
];

const views: Record<string, string[]> = {
  Climate: ['temperature', 'humidity'],
  Maintenance: ['battery'],
  Everything: ['temperature', 'humidity', 'pressure', 'battery'],
};

const measurementFields = ['temperature', 'humidity', 'pressure', 'battery'];

export default function ApiVisibility() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState<string>('');

  const showView = (fields: string[]) => {
    const model = Object.fromEntries(
      measurementFields.map((field) => [field, fields.includes(field)]),
    );
    apiRef.current?.setColumnVisibilityModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.entries(views).map(([name, fields]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => showView(fields)}>
            {name}
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.setColumnVisibility('location', false)}>
          Hide location
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnVisibilityModelChange={(model) =>
            setVisible(
              columns
                .filter((column) => model[column.field] !== false)
                .map((column) => column.field)
                .join(', '),
            )
          }
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Visible columns: {visible || 'all (no change yet)'}
      </Typography>
    </Box>
  );
}
