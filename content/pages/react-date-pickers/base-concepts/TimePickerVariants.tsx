import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const standUp = dayjs('2025-03-18T09:15');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 240 }}>
          <TimePicker label="Responsive" defaultValue={standUp} />
          <DesktopTimePicker label="Desktop" defaultValue={standUp} />
          <MobileTimePicker label="Mobile" defaultValue={standUp} />
        </Stack>
        <StaticTimePicker defaultValue={standUp} />
      </Stack>
    </LocalizationProvider>
  );
}
