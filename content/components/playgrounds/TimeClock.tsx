import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock, type TimeClockProps } from '@mui/x-date-pickers/TimeClock';

// The clock reads times through the localization context. It starts on a fixed time, so the server
// and the browser draw the same hand; the seconds view is added when a knob asks for it.
export default function TimeClockSample(props: Partial<TimeClockProps>) {
  const seconds = [props.view, props.openTo, props.focusedView].includes('seconds');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        {...props}
      />
    </LocalizationProvider>
  );
}
