import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('2025-01-06');
const latest = dayjs('2025-02-28');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date does not exist.',
  minDate: `Leave starts on ${earliest.format('D MMMM')} at the earliest.`,
  maxDate: `Leave must start by ${latest.format('D MMMM')}.`,
  disablePast: 'Choose a date that has not passed.',
  disableFuture: 'Choose a date that has already passed.',
  shouldDisableDate: 'Leave starts on a Monday.',
  shouldDisableMonth: 'This month is closed.',
  shouldDisableYear: 'This year is closed.',
};

export default function ValidationErrorMessages() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-20'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ maxWidth: 320 }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(value ? value.format('YYYY-MM-DD') : null);
        }}
      >
        <DatePicker
          label="Parental leave starts"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setSubmitted(null);
          }}
          onError={setError}
          minDate={earliest}
          maxDate={latest}
          shouldDisableDate={(day) => day.day() !== 1}
          slotProps={{
            textField: {
              required: true,
              helperText: error ? messages[error] : 'A Monday between 6 January and 28 February',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={error !== null || value === null}>
          Request leave
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {submitted ? `Request sent for ${submitted}` : 'Nothing sent yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
