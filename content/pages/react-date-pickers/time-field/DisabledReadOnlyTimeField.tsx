import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// A shop's opening hours: weekdays are set by head office, Sundays are closed.
// The read-only time comes from elsewhere, so it is passed as `value`, without `onChange`.
const weekdayOpening = dayjs('2025-06-16T08:30');

export default function DisabledReadOnlyTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField
          label="Weekday opening"
          value={weekdayOpening}
          helperText="Read-only: set by head office"
          clearable
          readOnly
        />
        <TimeField
          label="Sunday opening"
          defaultValue={dayjs('2025-06-22T10:00')}
          helperText="Disabled: closed on Sundays"
          clearable
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
