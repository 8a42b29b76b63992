import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const twoLetterWeekday = (date: Dayjs) => date.format('dd');

export default function DateCalendarDisplay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar defaultValue={dayjs('2025-02-12')} displayWeekNumber />
        <DateCalendar
          defaultValue={dayjs('2025-02-12')}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          dayOfWeekFormatter={twoLetterWeekday}
        />
      </Stack>
    </LocalizationProvider>
  );
}
