import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { fullyBookedDays } from './clinicSchedule';

const bookedSet = new Set(fullyBookedDays);

function isUnavailable(day: Dayjs): boolean {
  const isWeekend = day.day() === 0 || day.day() === 6;
  return isWeekend || bookedSet.has(day.format('YYYY-MM-DD'));
}

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-10-08')}
        minDate={dayjs('2025-10-01')}
        maxDate={dayjs('2025-12-19')}
        shouldDisableDate={isUnavailable}
      />
    </LocalizationProvider>
  );
}
