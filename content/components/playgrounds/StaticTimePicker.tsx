import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker, type StaticTimePickerProps } from '@mui/x-date-pickers/StaticTimePicker';

// Pickers read times through the localization context. The picker starts on a fixed time, so the
// server and the browser agree; the seconds view is added when a knob asks for it.
export default function StaticTimePickerSample(props: Partial<StaticTimePickerProps>) {
  const seconds = props.view === 'seconds' || props.openTo === 'seconds';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        {...props}
      />
    </LocalizationProvider>
  );
}
