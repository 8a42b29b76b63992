import * as React from 'react';
// Load Moment's Arabic (Saudi Arabia) locale first: moment-hijri then adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Importing a Moment locale file also makes it Moment's global locale: switch back to
// English, so that only the pickers below use the locale.
moment.locale('en');

// moment-hijri only covers 1356 AH to 1499 AH: keep minDate and maxDate inside.
const minDate = moment('1400-01-01', 'iYYYY-iMM-iDD');
const maxDate = moment('1460-12-29', 'iYYYY-iMM-iDD');

// No Arabic translation ships with the pickers, so the demo provides a few texts.
const arabicTexts: PickersInputLocaleText = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  cancelButtonLabel: 'إلغاء',
  okButtonLabel: 'موافق',
  datePickerToolbarTitle: 'اختر التاريخ',
};

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Moment | null` and needs no cast.
export default function HijriMoment() {
  // 1 Ramadan 1446 AH.
  const [value, setValue] = React.useState<Moment | null>(moment('1446-09-01', 'iYYYY-iMM-iDD'));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" lang="ar">
        <LocalizationProvider dateAdapter={AdapterMomentHijri} localeText={arabicTexts}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={2} sx={{ width: 240, pt: 1 }}>
              <DatePicker
                label="بداية الصيام"
                value={value}
                onChange={(newValue) => setValue(newValue as Moment | null)}
                minDate={minDate}
                maxDate={maxDate}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {value?.isValid() ? value.clone().locale('en').format('[Gregorian:] YYYY-MM-DD') : '—'}
              </Typography>
            </Stack>
            <DateCalendar
              value={value}
              onChange={(newValue) => setValue(newValue as Moment | null)}
              minDate={minDate}
              maxDate={maxDate}
            />
          </Stack>
        </LocalizationProvider>
      </Box>
    </ThemeProvider>
  );
}
