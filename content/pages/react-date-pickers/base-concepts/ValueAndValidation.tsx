import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const conferenceStart = dayjs('2025-11-03');
const conferenceEnd = dayjs('2025-11-07');

export default function ValueAndValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-11-10'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Talk day"
          value={value}
          minDate={conferenceStart}
          maxDate={conferenceEnd}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? 'The conference runs from 3 to 7 November 2025' : ' ',
            },
          }}
        />
        <Typography variant="body2">
          value: <code>{value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}</code>
          {' · '}error: <code>{String(error)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
