import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// The report is due on Friday 14 March at 17:00; the reminder must ring before that.
const deadline = dayjs('2025-03-14T17:00');
// The reminder is set for the evening before.
const reminder = dayjs('2025-03-13T18:00');

function ReminderPicker(props: { label: string; compareDates: boolean }) {
  const [value, setValue] = React.useState<Dayjs | null>(reminder);
  const [error, setError] = React.useState<TimeValidationError>(null);
  const day = value?.isValid() ? value.format('ddd D MMM') : 'No day';

  return (
    <TimePicker
      label={props.label}
      ampm={false}
      value={value}
      onChange={setValue}
      maxTime={deadline}
      disableIgnoringDatePartForTimeValidation={props.compareDates}
      onError={setError}
      slotProps={{
        textField: { helperText: `${day} · ${error ? `Error: ${error}` : 'before the deadline'}` },
      }}
      sx={{ width: 260 }}
    />
  );
}

export default function DisableIgnoringDatePart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <ReminderPicker label="Reminder (time only)" compareDates={false} />
        <ReminderPicker label="Reminder (date and time)" compareDates />
      </Stack>
    </LocalizationProvider>
  );
}
