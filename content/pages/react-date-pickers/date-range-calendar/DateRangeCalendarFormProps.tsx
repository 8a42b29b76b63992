import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// A confirmed leave request: it can be read, not changed.
const leave = [dayjs('2025-04-14'), dayjs('2025-04-25')] as const;

export default function DateRangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">readOnly</Typography>
          <DateRangeCalendar defaultValue={[...leave]} calendars={1} readOnly />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">disabled</Typography>
          <DateRangeCalendar defaultValue={[...leave]} calendars={1} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
