import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// The swimming pool is closed for cleaning from 14:00 to 14:59.
function isCleaningHour(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && value.hour() === 14;
}

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        ampm={false}
        minTime={dayjs('2025-05-20T07:00')}
        maxTime={dayjs('2025-05-20T21:00')}
        minutesStep={10}
        shouldDisableTime={isCleaningHour}
        defaultValue={dayjs('2025-05-20T10:30')}
      />
    </LocalizationProvider>
  );
}
