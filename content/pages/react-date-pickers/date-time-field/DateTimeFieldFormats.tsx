import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const sensorReading = dayjs('2025-01-22T18:05:33');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Locale default" defaultValue={sensorReading} />
        <DateTimeField label="24-hour clock" defaultValue={sensorReading} ampm={false} />
        <DateTimeField label="ISO-like, with seconds" defaultValue={sensorReading} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField
          label="Spelled-out month"
          defaultValue={sensorReading}
          format="D MMMM YYYY, hh:mm a"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
