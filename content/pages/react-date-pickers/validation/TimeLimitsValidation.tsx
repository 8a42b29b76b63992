import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2025-05-14T09:00');
const closing = dayjs('2025-05-14T18:00');

// The clinic closes for lunch between 12:00 and 13:59.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && (value.hour() === 12 || value.hour() === 13);
}

export default function TimeLimitsValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TimePicker
          label="Appointment"
          ampm={false}
          defaultValue={dayjs('2025-05-14T10:30')}
          minTime={opening}
          maxTime={closing}
          minutesStep={30}
          shouldDisableTime={isLunchBreak}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? `Error: ${error}` : '09:00–18:00, on the half hour',
            },
          }}
          sx={{ minWidth: 240 }}
        />
        <DigitalClock
          ampm={false}
          defaultValue={dayjs('2025-05-14T10:30')}
          minTime={opening}
          maxTime={closing}
          timeStep={30}
          shouldDisableTime={isLunchBreak}
          skipDisabled
          sx={{ maxHeight: 240, width: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
