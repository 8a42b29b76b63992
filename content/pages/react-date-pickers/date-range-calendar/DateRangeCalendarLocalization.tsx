import dayjs from 'dayjs';
import 'dayjs/locale/sv';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { svSE } from '@mui/x-date-pickers-pro/locales';

const swedishTexts = svSE.components.MuiLocalizationProvider.defaultProps.localeText;

// Midsummer weekend: Thursday 19 to Sunday 22 June 2025.
const midsummer = [dayjs('2025-06-19'), dayjs('2025-06-22')] as const;

export default function DateRangeCalendarLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sv" localeText={swedishTexts}>
      <DateRangeCalendar calendars={1} displayWeekNumber defaultValue={[...midsummer]} />
    </LocalizationProvider>
  );
}
