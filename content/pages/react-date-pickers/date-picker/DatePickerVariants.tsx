import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const initialDate = dayjs('2025-04-17');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 260 }}>
          <DatePicker label="Responsive" defaultValue={initialDate} />
          <DesktopDatePicker label="Desktop" defaultValue={initialDate} />
          <MobileDatePicker label="Mobile" defaultValue={initialDate} />
        </Stack>
        <StaticDatePicker defaultValue={initialDate} />
      </Stack>
    </LocalizationProvider>
  );
}
