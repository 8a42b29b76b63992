import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

export default function YearsOrderAndLayout() {
  // The model year and month of first registration of a used car.
  const [registered, setRegistered] = React.useState<Dayjs>(dayjs('2019-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <YearCalendar
            value={registered}
            onChange={setRegistered}
            yearsOrder="desc"
            yearsPerRow={4}
            minDate={dayjs('1995-01-01')}
            maxDate={dayjs('2026-12-31')}
            sx={{ width: 320 }}
          />
          <MonthCalendar
            value={registered}
            onChange={setRegistered}
            monthsPerRow={4}
            sx={{ width: 320 }}
          />
        </Stack>
        <Typography variant="body2">
          First registered in {registered.format('MMMM YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
