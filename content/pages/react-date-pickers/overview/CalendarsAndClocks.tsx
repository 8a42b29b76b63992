import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function CalendarsAndClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', '& > *': { flexShrink: 0 } }}
      >
        <DateCalendar defaultValue={dayjs('2025-05-14')} sx={{ margin: 0 }} />
        <TimeClock defaultValue={dayjs('2025-05-14T09:30')} ampm={false} sx={{ margin: 0 }} />
        <DigitalClock
          defaultValue={dayjs('2025-05-14T09:30')}
          ampm={false}
          sx={{ width: 120, maxHeight: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
