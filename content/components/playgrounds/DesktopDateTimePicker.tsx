import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DesktopDateTimePicker,
  type DesktopDateTimePickerProps,
} from '@mui/x-date-pickers/DesktopDateTimePicker';

const views = ['year', 'month', 'day', 'hours', 'minutes'] as const;

// Pickers read dates through the localization context. The picker starts on a fixed moment, so the
// server and the browser agree; it offers the month view, and the seconds view when a knob asks for
// it. The field builds its sections when it mounts, and rebuilds them for a new value or format but
// not for a new `formatDensity`: a change of that knob mounts a new picker.
export default function DesktopDateTimePickerSample(props: Partial<DesktopDateTimePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateTimePicker
        key={props.formatDensity}
        label="Boarding"
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? [...views, 'seconds'] : views}
        {...props}
      />
    </LocalizationProvider>
  );
}
