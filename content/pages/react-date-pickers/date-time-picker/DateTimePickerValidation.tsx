import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const saleOpens = dayjs('2025-11-28T08:00');
const saleCloses = dayjs('2025-12-01T23:59');

function message(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'The sale opens on Friday 28 November at 08:00';
    case 'maxDate':
    case 'maxTime':
      return 'The sale ends on Monday 1 December at midnight';
    case 'invalidDate':
      return 'This date does not exist';
    default:
      return 'During the sale, 28 Nov 08:00 to 1 Dec 23:59';
  }
}

export default function DateTimePickerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const [shiftError, setShiftError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Flash deal starts"
          ampm={false}
          minDateTime={saleOpens}
          maxDateTime={saleCloses}
          defaultValue={dayjs('2025-11-28T07:30')}
          onError={setError}
          slotProps={{ textField: { helperText: message(error) } }}
        />
        <DateTimePicker
          label="Warehouse shift"
          ampm={false}
          minTime={dayjs('2025-11-28T06:00')}
          maxTime={dayjs('2025-11-28T22:00')}
          defaultValue={dayjs('2025-11-29T23:00')}
          onError={setShiftError}
          slotProps={{
            textField: {
              helperText: shiftError ? `Rejected by ${shiftError}` : 'Any day, 06:00 to 22:00',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
