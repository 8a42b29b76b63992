import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, GridPreferencePanelsValue, type GridColDef } from '@mui/x-data-grid';

type StationReading = {
  id: number;
  station: string;
  [metric: string]: number | string;
};

const ZONES = ['North', 'South', 'East'] as const;
const METRICS = [
  { key: 'temp', label: 'Temperature', unit: '°C', base: 18 },
  { key: 'hum', label: 'Humidity', unit: '%', base: 55 },
  { key: 'co2', label: 'CO₂', unit: 'ppm', base: 420 },
] as const;

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', width: 120, hideable: false },
  ...ZONES.flatMap((zone) =>
    METRICS.map((metric): GridColDef<StationReading> => ({
      field: `${zone.toLowerCase()}_${metric.key}`,
      headerName: `${metric.label} ${zone}`,
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => `${value} ${metric.unit}`,
    })),
  ),
];

const rows: StationReading[] = ['Harbor', 'Airport', 'Old town', 'University'].map(
  (station, index) => {
    const row: StationReading = { id: index + 1, station };
    ZONES.forEach((zone, zoneIndex) => {
      METRICS.forEach((metric) => {
        row[`${zone.toLowerCase()}_${metric.key}`] =
          metric.base + ((index * 7 + zoneIndex * 3) % 9);
      });
    });
    return row;
  },
);

// Every word of the search must appear in the header: "north temp" finds "Temperature North".
const matchAllWords = (column: GridColDef, searchValue: string) => {
  const header = (column.headerName ?? column.field).toLowerCase();
  return searchValue
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => header.includes(word));
};

export default function SearchToggleAll() {
  const [filteredOnly, setFilteredOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filteredOnly}
            onChange={(event) => setFilteredOnly(event.target.checked)}
          />
        }
        label={`toggleAllMode: '${filteredOnly ? 'filteredOnly' : 'all'}'`}
      />
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{
            preferencePanel: {
              open: true,
              openedPanelValue: GridPreferencePanelsValue.columns,
            },
          }}
          slotProps={{
            columnsManagement: {
              toggleAllMode: filteredOnly ? 'filteredOnly' : 'all',
              searchPredicate: matchAllWords,
            },
          }}
        />
      </Box>
    </Box>
  );
}
