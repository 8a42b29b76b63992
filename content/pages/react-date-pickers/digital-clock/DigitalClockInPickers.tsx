import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const lessonStart = dayjs('2025-10-04T10:00');

export default function DigitalClockInPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DesktopTimePicker
          label="Default steps: columns"
          defaultValue={lessonStart}
          ampm={false}
        />
        <DesktopTimePicker
          label="Hourly lessons: one list"
          defaultValue={lessonStart}
          ampm={false}
          timeSteps={{ minutes: 60 }}
        />
        <DesktopTimePicker
          label="Half hours, threshold 48: one list"
          defaultValue={lessonStart}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Stack>
    </LocalizationProvider>
  );
}
