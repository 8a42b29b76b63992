import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-13')]}
        />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          defaultValue={[dayjs('2025-06-02T08:30'), dayjs('2025-06-02T17:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
