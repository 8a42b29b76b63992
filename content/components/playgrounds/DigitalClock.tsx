import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock, type DigitalClockProps } from '@mui/x-date-pickers/DigitalClock';

// The clock reads times through the localization context. It starts on a fixed time, so the server
// and the browser select the same item. With a `timeStep` of 0 the clock's list of times never
// leaves the day and the page hangs: the sample leaves such a step to the default.
export default function DigitalClockSample(props: Partial<DigitalClockProps>) {
  const { timeStep, ...other } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        defaultValue={dayjs('2025-04-17T09:30')}
        {...other}
        {...(timeStep !== undefined && timeStep !== 0 ? { timeStep } : {})}
      />
    </LocalizationProvider>
  );
}
