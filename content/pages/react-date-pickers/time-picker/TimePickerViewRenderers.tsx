import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function TimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimePicker
          label="Clock face on every device"
          defaultValue={dayjs('2025-03-03T07:15')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
        <TimePicker
          label="Typed in the field only"
          defaultValue={dayjs('2025-03-03T07:15')}
          viewRenderers={{ hours: null, minutes: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
