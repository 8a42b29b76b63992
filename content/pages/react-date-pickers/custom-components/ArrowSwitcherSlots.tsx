import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The same props for the previous and next buttons of the calendar and of the clock.
const arrowButtons = {
  previousIconButton: { size: 'small', color: 'primary', sx: { border: 1 } },
  nextIconButton: { size: 'small', color: 'primary', sx: { border: 1 } },
} as const;

export default function ArrowSwitcherSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DateCalendar defaultValue={dayjs('2025-07-16')} slotProps={arrowButtons} />
        <TimeClock
          defaultValue={dayjs('2025-07-16T14:20')}
          ampm={false}
          showViewSwitcher
          slotProps={arrowButtons}
        />
      </Stack>
    </LocalizationProvider>
  );
}
