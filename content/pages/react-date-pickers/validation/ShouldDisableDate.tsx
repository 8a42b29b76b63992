import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Public holidays of the delivery company, looked up in O(1).
const holidays = new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31']);

// No deliveries on Sundays and on holidays.
function isClosed(day: Dayjs): boolean {
  return day.day() === 0 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function ShouldDisableDate() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar defaultValue={dayjs('2025-12-22')} shouldDisableDate={isClosed} />
        <DateField
          label="Delivery day"
          defaultValue={dayjs('2025-12-25')}
          shouldDisableDate={isClosed}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Monday to Saturday, except holidays'}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
