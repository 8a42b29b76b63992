import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, type DateCalendarProps } from '@mui/x-date-pickers/DateCalendar';

// The calendar reads dates through the localization context. It starts on a fixed day, so the
// server and the browser render the same month, and offers the month view the knobs can open.
export default function DateCalendarSample(props: Partial<DateCalendarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-04-17')}
        views={['year', 'month', 'day']}
        {...props}
      />
    </LocalizationProvider>
  );
}
