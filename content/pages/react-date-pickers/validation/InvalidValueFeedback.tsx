import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The hotel takes bookings for the festival fortnight only.
const opening = dayjs('2025-09-08');
const closing = dayjs('2025-09-21');

export default function InvalidValueFeedback() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          defaultValue={dayjs('2025-09-12')}
          minDate={opening}
          maxDate={closing}
        />
        <DateField
          label="Check-in"
          defaultValue={dayjs('2025-09-25')}
          minDate={opening}
          maxDate={closing}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Between 8 and 21 September'}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
