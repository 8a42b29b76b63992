import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  StaticDateTimePicker,
  type StaticDateTimePickerProps,
} from '@mui/x-date-pickers/StaticDateTimePicker';

const views = ['year', 'month', 'day', 'hours', 'minutes'] as const;

// Pickers read dates through the localization context. The picker starts on a fixed moment, so the
// server and the browser agree; it offers the month view, and the seconds view when a knob asks for
// it.
export default function StaticDateTimePickerSample(props: Partial<StaticDateTimePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? [...views, 'seconds'] : views}
        {...props}
      />
    </LocalizationProvider>
  );
}
