import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// The same instant, a satellite pass stored in UTC, in each library.
const passIso = '2025-08-02T16:45:00Z';

export default function FixedOffsetZones() {
  const [luxonPass, setLuxonPass] = React.useState<DateTime | null>(
    DateTime.fromISO(passIso, { zone: 'utc' }),
  );
  const [dayjsPass, setDayjsPass] = React.useState<dayjs.Dayjs | null>(dayjs.utc(passIso));

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <LocalizationProvider dateAdapter={AdapterLuxon}>
        <DateTimeField
          label='Luxon, timezone="UTC+7"'
          timezone="UTC+7"
          value={luxonPass}
          onChange={(newValue) => setLuxonPass(newValue as DateTime | null)}
          ampm={false}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimeField
          label='Day.js, timezone="Etc/GMT-7"'
          timezone="Etc/GMT-7"
          value={dayjsPass}
          onChange={(newValue) => setDayjsPass(newValue as dayjs.Dayjs | null)}
          ampm={false}
        />
      </LocalizationProvider>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Stored: {luxonPass?.isValid ? luxonPass.toUTC().toISO() : 'invalid'} (Luxon),{' '}
        {dayjsPass?.isValid() ? dayjsPass.toISOString() : 'invalid'} (Day.js)
      </Typography>
    </Stack>
  );
}
