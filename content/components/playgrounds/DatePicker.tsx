import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';

// Pickers read dates through the localization context. The picker starts on a fixed day, so the
// server and the browser render the same month, and offers the month view the knobs can open. The
// field builds its sections when it mounts, and rebuilds them for a new value or format but not for
// a new `formatDensity`: a change of that knob mounts a new picker.
export default function DatePickerSample(props: Partial<DatePickerProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        key={props.formatDensity}
        label="Departure"
        defaultValue={dayjs('2025-04-17')}
        views={['year', 'month', 'day']}
        {...props}
      />
    </LocalizationProvider>
  );
}
