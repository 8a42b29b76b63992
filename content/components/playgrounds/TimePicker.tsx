import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, type TimePickerProps } from '@mui/x-date-pickers/TimePicker';

// Pickers read times through the localization context. The picker starts on a fixed time, so the
// server and the browser agree; the seconds view is added when a knob asks for it. The field builds
// its sections when it mounts, and rebuilds them for a new value or format but not for a new
// `formatDensity`: a change of that knob mounts a new picker.
export default function TimePickerSample(props: Partial<TimePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        key={props.formatDensity}
        label="Check-in"
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        {...props}
      />
    </LocalizationProvider>
  );
}
