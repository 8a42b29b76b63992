import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Quiet hours start"
          ampm={false}
          minTime={dayjs('2025-06-12T20:00')}
          maxTime={dayjs('2025-06-12T23:30')}
          minutesStep={30}
          defaultValue={dayjs('2025-06-12T19:45')}
          onError={setError}
          helperText={
            error === null
              ? 'Between 20:00 and 23:30, on the hour or half hour'
              : `Rejected by ${error}`
          }
        />
      </Stack>
    </LocalizationProvider>
  );
}
