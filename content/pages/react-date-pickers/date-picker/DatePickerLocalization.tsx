import 'dayjs/locale/de';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// The component texts (toolbar title, buttons, screen reader labels) in German.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function DatePickerLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Anreise" defaultValue={dayjs('2025-10-03')} sx={{ minWidth: 220 }} />
        <StaticDatePicker defaultValue={dayjs('2025-10-03')} />
      </Stack>
    </LocalizationProvider>
  );
}
