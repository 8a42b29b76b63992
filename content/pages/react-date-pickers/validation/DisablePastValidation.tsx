import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function DisablePastValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);
  // "Today" is read in the browser only, after hydration.
  const [today, setToday] = React.useState<Dayjs | null>(null);

  React.useEffect(() => {
    setToday(dayjs());
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Contract renewal"
          defaultValue={dayjs('2025-01-15')}
          disablePast
          onError={setError}
          slotProps={{
            textField: {
              helperText:
                error === 'disablePast' ? 'This date has passed' : 'Pick a date from today on',
            },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {today ? `Today in your browser: ${today.format('D MMMM YYYY')}` : 'Reading today…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
