import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  type LocalizationProviderProps,
} from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The provider renders nothing of its own: it gives the components inside it their date library and
// locale. A calendar on a fixed day shows what it provides.
export default function LocalizationProviderSample(
  props: Partial<LocalizationProviderProps<string>>,
) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} {...props}>
      <DateCalendar defaultValue={dayjs('2025-04-17')} />
    </LocalizationProvider>
  );
}
