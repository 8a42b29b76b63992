import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function RangePickerPreview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateRangePicker
          label="Hotel stay"
          defaultValue={[dayjs('2025-07-04'), dayjs('2025-07-11')]}
        />
        <TimeRangePicker
          label="Warehouse shift"
          defaultValue={[dayjs('2025-07-04T08:00'), dayjs('2025-07-04T16:30')]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
