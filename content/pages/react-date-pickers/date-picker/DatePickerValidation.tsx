import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2025-06-02');
const lastDay = dayjs('2025-06-27');

function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

function errorMessage(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Workshops run from 2 to 27 June 2025';
    case 'shouldDisableDate':
      return 'Workshops only take place on weekdays';
    case 'invalidDate':
      return 'This date does not exist';
    default:
      return 'Pick a weekday in June 2025';
  }
}

export default function DatePickerValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Workshop day"
          defaultValue={dayjs('2025-06-16')}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <DatePicker
          label="Delivery date"
          disablePast
          slotProps={{ textField: { helperText: 'Days before today are disabled' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
