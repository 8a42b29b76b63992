import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

// 1 Farvardin 1404 (Nowruz) is 21 March 2025; month 2 is March for a native Date.
const nowruz = new Date(2025, 2, 21);

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function JalaliDateFns() {
  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" lang="fa">
        <LocalizationProvider
          dateAdapter={AdapterDateFnsJalali}
          localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <DatePicker label="تاریخ سفر" defaultValue={nowruz} sx={{ width: 240, mt: 1 }} />
            <DateCalendar defaultValue={nowruz} />
          </Stack>
        </LocalizationProvider>
      </Box>
    </ThemeProvider>
  );
}
