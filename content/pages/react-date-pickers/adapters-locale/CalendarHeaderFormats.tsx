import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const tastingDay = dayjs('2025-09-18');

// Two-letter weekday names of the current locale ("lu", "ma"…).
function twoLetters(day: Dayjs): string {
  return day.format('dd');
}

export default function CalendarHeaderFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar defaultValue={tastingDay} />
        <DateCalendar
          defaultValue={tastingDay}
          dayOfWeekFormatter={twoLetters}
          slotProps={{ calendarHeader: { format: 'MMM YY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
