import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <YearCalendar
            value={period}
            onChange={setPeriod}
            minDate={dayjs('2019-01-01')}
            maxDate={dayjs('2025-12-31')}
            sx={{ width: 300 }}
          />
          <MonthCalendar value={period} onChange={setPeriod} sx={{ width: 300 }} />
        </Stack>
        <Typography variant="body2">Sales report for {period.format('MMMM YYYY')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
