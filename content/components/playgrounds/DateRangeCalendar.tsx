import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangeCalendar,
  type DateRangeCalendarProps,
} from '@mui/x-date-pickers-pro/DateRangeCalendar';

// The calendar reads dates through the localization context. A fixed stay of four nights keeps the
// server and the browser on the same months.
export default function DateRangeCalendarSample(props: Partial<DateRangeCalendarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar defaultValue={[dayjs('2025-04-17'), dayjs('2025-04-21')]} {...props} />
    </LocalizationProvider>
  );
}
