import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Public holidays of the delivery company, looked up in O(1).
const holidays = new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31']);

function isClosed(day: Dayjs): boolean {
  return day.day() === 0 || holidays.has(day.format('YYYY-MM-DD'));
}

// Budgets can only be planned for quarters starting in January, April, July or October.
function isNotQuarterStart(month: Dayjs): boolean {
  return month.month() % 3 !== 0;
}

function isLeapYear(year: Dayjs): boolean {
  return year.year() % 4 === 0 && (year.year() % 100 !== 0 || year.year() % 400 === 0);
}

export default function ShouldDisableValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DateCalendar defaultValue={dayjs('2025-12-22')} shouldDisableDate={isClosed} />
        <Stack spacing={2} sx={{ minWidth: 260 }}>
          <DatePicker
            label="Quarter start"
            views={['year', 'month']}
            openTo="month"
            defaultValue={dayjs('2025-04-01')}
            shouldDisableMonth={isNotQuarterStart}
          />
          <DatePicker
            label="Leap day event year"
            views={['year']}
            defaultValue={dayjs('2028-01-01')}
            shouldDisableYear={(year) => !isLeapYear(year)}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
