import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Dense (default)"
          format="DD.MM.YYYY"
          defaultValue={dayjs('2025-11-03')}
        />
        <DatePicker
          label="Spacious"
          format="DD.MM.YYYY"
          formatDensity="spacious"
          defaultValue={dayjs('2025-11-03')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
