import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DesktopDateRangePicker,
  type DesktopDateRangePickerProps,
} from '@mui/x-date-pickers-pro/DesktopDateRangePicker';

// Range pickers read dates through the localization context. A fixed stay of four nights keeps the
// server and the browser on the same months. The field builds its sections when it mounts, and
// rebuilds them for a new value or format but not for a new `formatDensity`: a change of that knob
// mounts a new picker.
export default function DesktopDateRangePickerSample(props: Partial<DesktopDateRangePickerProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateRangePicker
        key={props.formatDensity}
        label="Stay"
        defaultValue={[dayjs('2025-04-17'), dayjs('2025-04-21')]}
        {...props}
      />
    </LocalizationProvider>
  );
}
