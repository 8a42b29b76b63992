import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

function message(error: DateTimeValidationError, fallback: string): string {
  return error ? `Error: ${error}` : fallback;
}

export default function DateTimeLimitsValidation() {
  const [saleError, setSaleError] = React.useState<DateTimeValidationError>(null);
  const [shiftError, setShiftError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Ticket sale opens"
          ampm={false}
          defaultValue={dayjs('2025-03-03T09:00')}
          minDateTime={dayjs('2025-03-03T08:30')}
          maxDateTime={dayjs('2025-03-07T20:00')}
          onError={setSaleError}
          slotProps={{
            textField: {
              helperText: message(saleError, 'From Mon 3 Mar 08:30 to Fri 7 Mar 20:00'),
            },
          }}
        />
        <DateTimePicker
          label="Night shift starts"
          ampm={false}
          defaultValue={dayjs('2025-03-04T21:00')}
          minDate={dayjs('2025-03-03')}
          maxDate={dayjs('2025-03-07')}
          minTime={dayjs('2025-03-03T20:00')}
          maxTime={dayjs('2025-03-03T23:00')}
          onError={setShiftError}
          slotProps={{
            textField: {
              helperText: message(shiftError, 'Any day of the week, between 20:00 and 23:00'),
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
