import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Log entry (to the second)"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 1 }}
          defaultValue={dayjs('2025-09-13T22:41:07')}
        />
        <DateTimePicker
          label="Delivery slot"
          views={['day', 'hours']}
          ampm={false}
          defaultValue={dayjs('2025-09-15T10:00')}
        />
        <DateTimePicker
          label="Meeting, half-hour steps"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          openTo="hours"
          defaultValue={dayjs('2025-09-16T14:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
