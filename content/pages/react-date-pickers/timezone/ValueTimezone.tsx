import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null): string {
  if (value === null || !value.isValid()) {
    return 'No departure time';
  }
  // The offset shows that the value is still in Lisbon time (UTC+01:00 in summer).
  return value.format('YYYY-MM-DD HH:mm [UTC]Z');
}

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function ValueTimezone() {
  // No `timezone` prop: the picker shows and returns the value in Europe/Lisbon.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.tz('2025-08-02T07:45', 'Europe/Lisbon'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Departure from Lisbon"
          value={departure}
          onChange={(newValue) => setDeparture(newValue as Dayjs | null)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          onChange returned: {describe(departure)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
