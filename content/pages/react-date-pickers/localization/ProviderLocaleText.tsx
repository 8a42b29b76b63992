import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function ProviderLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Rechnungsdatum" referenceDate={dayjs('2025-10-01')} />
        <DateTimePicker label="Abholung" referenceDate={dayjs('2025-10-01T09:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
