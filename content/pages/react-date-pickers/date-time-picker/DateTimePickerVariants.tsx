import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const departure = dayjs('2025-09-13T06:40');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DesktopDateTimePicker label="Desktop" defaultValue={departure} />
          <MobileDateTimePicker label="Mobile" defaultValue={departure} />
        </Stack>
        <StaticDateTimePicker
          defaultValue={departure}
          slotProps={{ tabs: { hidden: false } }}
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
