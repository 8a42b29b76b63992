import 'dayjs/locale/fr';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizedFirstPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <DatePicker label="Date de livraison" defaultValue={dayjs('2025-09-22')} />
    </LocalizationProvider>
  );
}
