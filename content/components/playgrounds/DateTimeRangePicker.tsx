import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateTimeRangePicker,
  type DateTimeRangePickerProps,
} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const views = ['day', 'hours', 'minutes'] as const;

// Range pickers read dates through the localization context. A fixed rental keeps the server and
// the browser on the same months; the seconds view is added when a knob asks for it. The field
// builds its sections when it mounts, and rebuilds them for a new value or format but not for a new
// `formatDensity`: a change of that knob mounts a new picker.
export default function DateTimeRangePickerSample(props: Partial<DateTimeRangePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        key={props.formatDensity}
        label="Rental"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-21T18:00')]}
        views={seconds ? [...views, 'seconds'] : views}
        {...props}
      />
    </LocalizationProvider>
  );
}
