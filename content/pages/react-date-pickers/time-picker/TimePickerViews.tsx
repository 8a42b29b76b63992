import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimePicker label="24-hour clock" ampm={false} defaultValue={dayjs('2025-03-03T18:20')} />
        <TimePicker
          label="Lap time (with seconds)"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 1 }}
          defaultValue={dayjs('2025-03-03T00:04:37')}
        />
        <TimePicker
          label="Hour only"
          views={['hours']}
          defaultValue={dayjs('2025-03-03T14:00')}
        />
        <TimePicker
          label="Half-hour slots"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2025-03-03T10:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
