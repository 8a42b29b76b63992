import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  MultiSectionDigitalClock,
  type MultiSectionDigitalClockProps,
} from '@mui/x-date-pickers/MultiSectionDigitalClock';

// The clock reads times through the localization context. It starts on a fixed time, so the server
// and the browser select the same items; the seconds column is added when a knob asks for it.
export default function MultiSectionDigitalClockSample(
  props: Partial<MultiSectionDigitalClockProps>,
) {
  const seconds = [props.view, props.openTo, props.focusedView].includes('seconds');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiSectionDigitalClock
        defaultValue={dayjs('2025-04-17T09:30')}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        {...props}
      />
    </LocalizationProvider>
  );
}
