import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function show(date: Dayjs | null): string {
  return date === null ? 'null' : date.format('YYYY-MM-DD');
}

function summary([checkIn, checkOut]: DateRange<Dayjs>, complete: boolean): string {
  if (checkIn === null) {
    return 'Pick the check-in day';
  }
  if (!complete || checkOut === null) {
    return `Check-in on ${checkIn.format('ddd D MMM')}: now pick the check-out day`;
  }
  const nights = checkOut.diff(checkIn, 'day');
  return `${checkIn.format('ddd D MMM')} to ${checkOut.format('ddd D MMM')}: ${nights} night${nights === 1 ? '' : 's'}`;
}

export default function ControlledDateRangeCalendar() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-11'),
    dayjs('2025-07-18'),
  ]);
  const [complete, setComplete] = React.useState(true);
  const [lastCall, setLastCall] = React.useState('No call yet: click a day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={(newStay, selectionState) => {
            setStay(newStay);
            setComplete(selectionState === 'finish');
            setLastCall(
              `onChange([${show(newStay[0])}, ${show(newStay[1])}], '${selectionState}')`,
            );
          }}
        />
        <Typography variant="body2">{summary(stay, complete)}</Typography>
        {/* The call is code: keep it left to right in right-to-left pages too. */}
        <Typography
          variant="body2"
          color="text.secondary"
          dir="ltr"
          sx={{ fontFamily: 'monospace' }}
        >
          {lastCall}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
