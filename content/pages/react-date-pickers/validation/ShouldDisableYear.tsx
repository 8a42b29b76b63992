import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The leap-day reunion can only take place in a leap year.
function isNotLeapYear(date: Dayjs): boolean {
  const year = date.year();
  return !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

const firstYear = dayjs('2025-01-01');
const lastYear = dayjs('2048-12-31');

export default function ShouldDisableYear() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <YearCalendar
          defaultValue={dayjs('2028-02-29')}
          minDate={firstYear}
          maxDate={lastYear}
          shouldDisableYear={isNotLeapYear}
        />
        <DateField
          label="Reunion day"
          defaultValue={dayjs('2030-02-28')}
          minDate={firstYear}
          maxDate={lastYear}
          shouldDisableYear={isNotLeapYear}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Only in a leap year'}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
