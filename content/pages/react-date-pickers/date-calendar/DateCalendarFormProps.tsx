import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Signed contract start (read-only)</Typography>
          <DateCalendar readOnly defaultValue={dayjs('2025-05-12')} />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Renewal date (disabled)</Typography>
          <DateCalendar disabled defaultValue={dayjs('2026-05-11')} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
