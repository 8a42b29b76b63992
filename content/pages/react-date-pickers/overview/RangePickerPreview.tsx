import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function RangePickerPreview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          defaultValue={[dayjs('2025-07-04'), dayjs('2025-07-11')]}
        />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Shift starts', end: 'Shift ends' }}
          defaultValue={[dayjs('2025-07-04T08:00'), dayjs('2025-07-04T16:30')]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
