import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function CalendarsAndClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar defaultValue={dayjs('2025-05-14')} />
        <TimeClock defaultValue={dayjs('2025-05-14T09:30')} ampm={false} />
        <DigitalClock
          defaultValue={dayjs('2025-05-14T09:30')}
          ampm={false}
          sx={{ maxHeight: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
