import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Days on which the venue is already booked.
const bookedDays = new Set(['2025-03-07', '2025-03-08', '2025-03-21', '2025-04-04']);

function isBooked(day: Dayjs): boolean {
  return bookedDays.has(day.format('YYYY-MM-DD'));
}

export default function DateRangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2025-03-10'), dayjs('2025-03-14')]}
        minDate={dayjs('2025-03-03')}
        maxDate={dayjs('2025-04-30')}
        shouldDisableDate={isBooked}
        calendars={1}
        disableDragEditing
      />
    </LocalizationProvider>
  );
}
