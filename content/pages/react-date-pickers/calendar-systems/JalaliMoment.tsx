import * as React from 'react';
import moment, { type Moment } from 'moment-jalaali';
import 'moment/locale/fa';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Persian month names for the Jalali calendar (moment-jalaali defaults to Latin transliterations).
moment.loadPersian({ dialect: 'persian-modern', usePersianDigits: true });
// Loading a locale also makes it Moment's global locale: switch back to English,
// so that only the pickers below use Persian.
moment.locale('en');

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Moment | null` and needs no cast.
export default function JalaliMoment() {
  // Parsed from Jalali fields: 15 Ordibehesht 1404.
  const [value, setValue] = React.useState<Moment | null>(moment('1404/02/15', 'jYYYY/jMM/jDD'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker label="Invoice date" value={value} onChange={(newValue) => setValue(newValue as Moment | null)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {value?.isValid()
            ? `Gregorian: ${value.clone().locale('en').format('YYYY-MM-DD')}`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
