import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  TimeRangePicker,
  type TimeRangePickerProps,
} from '@mui/x-date-pickers-pro/TimeRangePicker';

// Range pickers read times through the localization context. A fixed meeting keeps the server and
// the browser in agreement; the seconds view is added when a knob asks for it. The field builds its
// sections when it mounts, and rebuilds them for a new value or format but not for a new
// `formatDensity`: a change of that knob mounts a new picker.
export default function TimeRangePickerSample(props: Partial<TimeRangePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        key={props.formatDensity}
        label="Meeting"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T11:00')]}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        {...props}
      />
    </LocalizationProvider>
  );
}
