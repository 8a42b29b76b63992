import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createRandom } from '../shared/data';
import { useRenderContext } from './useRenderContext';

// Hourly temperature readings of 40 sensors over five days: 120 reading columns.
const HOURS = 120;
const random = createRandom(42);

const readingColumns: GridColDef[] = Array.from({ length: HOURS }, (_, hour) => ({
  field: `h${hour}`,
  headerName: `Day ${Math.floor(hour / 24) + 1} ${String(hour % 24).padStart(2, '0')}:00`,
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => value.toFixed(1),
}));

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 140 },
  ...readingColumns,
];

const rows: GridValidRowModel[] = Array.from({ length: 40 }, (_, index) => {
  const row: GridValidRowModel = {
    id: index + 1,
    sensor: `Greenhouse ${String.fromCharCode(65 + (index % 8))}-${Math.floor(index / 8) + 1}`,
  };
  const base = 16 + random.int(0, 6);
  readingColumns.forEach((column, hour) => {
    const daily = Math.sin(((hour % 24) - 6) * (Math.PI / 12)) * 5;
    row[column.field] = Math.round((base + daily + random.next() * 2) * 10) / 10;
  });
  return row;
});

export default function ColumnVirtualization() {
  const apiRef = useGridApiRef();
  const context = useRenderContext(apiRef);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {context
          ? `Temperatures in °C. Rendering columns ${context.firstColumnIndex + 1} to ${context.lastColumnIndex}: ${
              context.lastColumnIndex - context.firstColumnIndex
            } of ${columns.length}`
          : `Temperatures in °C, ${columns.length} columns`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
