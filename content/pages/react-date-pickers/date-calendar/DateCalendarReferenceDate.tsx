import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  const [firstMatch, setFirstMatch] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Last match (uncontrolled)</Typography>
          <DateCalendar defaultValue={dayjs('2025-06-14')} />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">
            {firstMatch ? `First match: ${firstMatch.format('ddd D MMM YYYY')}` : 'First match: not set'}
          </Typography>
          <DateCalendar
            value={firstMatch}
            onChange={setFirstMatch}
            referenceDate={dayjs('2025-08-01')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
