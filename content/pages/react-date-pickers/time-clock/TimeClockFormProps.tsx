import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Delivery slot confirmed (read-only)</Typography>
          <TimeClock readOnly ampmInClock defaultValue={dayjs('2025-05-20T10:00')} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Pick-up time (disabled)</Typography>
          <TimeClock disabled ampmInClock defaultValue={dayjs('2025-05-20T17:30')} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
