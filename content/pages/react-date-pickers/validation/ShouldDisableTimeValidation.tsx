import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The warehouse closes for lunch from 12:30 to 14:00:
// - the whole 13 o'clock hour is closed, a rule for the hours view;
// - in the 12 o'clock hour, only the first half is open, a rule for the minutes view.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  if (view === 'hours') {
    return value.hour() === 13;
  }
  if (view === 'minutes') {
    return value.hour() === 12 && value.minute() >= 30;
  }
  return false;
}

export default function ShouldDisableTimeValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <MultiSectionDigitalClock
          ampm={false}
          defaultValue={dayjs('2025-05-14T12:00')}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={isLunchBreak}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <TimeField
          label="Pick-up time"
          ampm={false}
          defaultValue={dayjs('2025-05-14T12:45')}
          shouldDisableTime={isLunchBreak}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Closed from 12:30 to 14:00'}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
