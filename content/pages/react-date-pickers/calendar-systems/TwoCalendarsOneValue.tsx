import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Date | null` and needs no cast.
export default function TwoCalendarsOneValue() {
  // Both adapters use native Date objects, so they can share one state.
  const [value, setValue] = React.useState<Date | null>(new Date(2025, 3, 9));

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">Gregorian (AdapterDateFns)</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar value={value} onChange={(newValue) => setValue(newValue as Date | null)} />
        </LocalizationProvider>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">Jalali (AdapterDateFnsJalali)</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
          <DateCalendar value={value} onChange={(newValue) => setValue(newValue as Date | null)} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
