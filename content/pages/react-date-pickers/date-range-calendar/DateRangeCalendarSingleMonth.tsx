import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarSingleMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <DateRangeCalendar
          calendars={1}
          referenceDate={dayjs('2025-11-01')}
        />
        <DateRangeCalendar
          calendars={1}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          defaultValue={[dayjs('2025-11-24'), dayjs('2025-12-05')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
