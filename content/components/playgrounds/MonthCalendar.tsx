import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar, type MonthCalendarProps } from '@mui/x-date-pickers/MonthCalendar';

// The calendar reads dates through the localization context; it starts on a fixed month, so the
// server and the browser select the same one.
export default function MonthCalendarSample(props: Partial<MonthCalendarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar defaultValue={dayjs('2025-04-17')} {...props} />
    </LocalizationProvider>
  );
}
