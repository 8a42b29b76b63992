import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function UtcOnly() {
  // Empty at first: with timezone="UTC", a picked date is created in UTC.
  const [reading, setReading] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Sensor reading (UTC)"
          timezone="UTC"
          value={reading}
          onChange={(newValue) => setReading(newValue as Dayjs | null)}
          referenceDate={dayjs.utc('2025-01-20T06:00')}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reading?.isValid()
            ? `Sent to the API: ${reading.toISOString()} (isUTC: ${String(reading.isUTC())})`
            : 'Pick a date and time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
