import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const checkIn = dayjs('2025-07-10T15:00');
const checkOutLimit = dayjs('2025-07-17T11:00');

export default function DateTimeFieldValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-17T12:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField
          label="Late check-out"
          ampm={false}
          value={value}
          minDateTime={checkIn}
          maxDateTime={checkOutLimit}
          onChange={setValue}
          onError={setError}
          clearable
          helperText={error ? 'Between check-in (10 July, 15:00) and 17 July, 11:00' : ' '}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Validation error: <code>{String(error)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
