import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView, TimeValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2025-03-03T09:00');
const closing = dayjs('2025-03-03T17:30');

// The lunch break: no appointment may start between 12:00 and 12:59.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && value.hour() === 12;
}

function helperText(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The branch is open from 09:00 to 17:30';
    case 'shouldDisableTime-hours':
      return 'Closed for lunch from 12:00 to 13:00';
    case 'minutesStep':
      return 'Appointments start every quarter of an hour';
    case 'invalidDate':
      return 'This time does not exist';
    default:
      return 'Weekdays, 09:00 to 17:30';
  }
}

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimePicker
          label="Bank appointment"
          ampm={false}
          minTime={opening}
          maxTime={closing}
          minutesStep={15}
          shouldDisableTime={isLunchBreak}
          defaultValue={dayjs('2025-03-03T12:20')}
          onError={setError}
          slotProps={{ textField: { helperText: helperText(error) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
