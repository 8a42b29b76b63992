import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker, type MobileDatePickerProps } from '@mui/x-date-pickers/MobileDatePicker';

// Pickers read dates through the localization context. The picker starts on a fixed day, so the
// server and the browser render the same month, and offers the month view the knobs can open. The
// field builds its sections when it mounts, and rebuilds them for a new value or format but not for
// a new `formatDensity`: a change of that knob mounts a new picker.
export default function MobileDatePickerSample(props: Partial<MobileDatePickerProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDatePicker
        key={props.formatDensity}
        label="Departure"
        defaultValue={dayjs('2025-04-17')}
        views={['year', 'month', 'day']}
        {...props}
      />
    </LocalizationProvider>
  );
}
