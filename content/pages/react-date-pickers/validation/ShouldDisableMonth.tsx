import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Budgets are planned per quarter: only January, April, July and October can be chosen.
function isNotQuarterStart(month: Dayjs): boolean {
  return month.month() % 3 !== 0;
}

export default function ShouldDisableMonth() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2025-04-01')}
          shouldDisableMonth={isNotQuarterStart}
          sx={{ height: 'auto' }}
        />
        <DateField
          label="Budget period starts"
          defaultValue={dayjs('2025-05-12')}
          shouldDisableMonth={isNotQuarterStart}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Any day of a quarter’s first month'}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
