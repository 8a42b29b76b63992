import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar, type YearCalendarProps } from '@mui/x-date-pickers/YearCalendar';

// The calendar reads dates through the localization context; it starts on a fixed year, so the
// server and the browser select the same one.
export default function YearCalendarSample(props: Partial<YearCalendarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar defaultValue={dayjs('2025-04-17')} {...props} />
    </LocalizationProvider>
  );
}
