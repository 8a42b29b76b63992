import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date does not exist',
  minDate: 'Applicants must be born in 1960 or later',
  maxDate: 'Applicants must be at least 18 on 1 January 2025',
  disablePast: 'Past dates are not allowed',
  disableFuture: 'Future dates are not allowed',
  shouldDisableDate: 'This date is not allowed',
  shouldDisableMonth: 'This month is not allowed',
  shouldDisableYear: 'This year is not allowed',
};

export default function DateFieldValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2008-05-20'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Applicant's date of birth"
          value={value}
          onChange={setValue}
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2007-01-01')}
          onError={setError}
          helperText={error ? messages[error] : 'Born between 1960 and 1 January 2007'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
