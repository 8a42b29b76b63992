import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time of these dates counts: the clinic opens at 09:00 and closes at 18:00.
const opening = dayjs('2025-05-14T09:00');
const closing = dayjs('2025-05-14T18:00');

export default function TimeLimitsValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TimePicker
          label="Appointment"
          ampm={false}
          defaultValue={dayjs('2025-05-14T18:30')}
          minTime={opening}
          maxTime={closing}
          minutesStep={30}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? `Error: ${error}` : '09:00–18:00, on the half hour',
            },
          }}
          sx={{ width: 240 }}
        />
        <DigitalClock
          ampm={false}
          defaultValue={dayjs('2025-05-14T10:30')}
          minTime={opening}
          maxTime={closing}
          timeStep={30}
          sx={{ maxHeight: 240, width: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
