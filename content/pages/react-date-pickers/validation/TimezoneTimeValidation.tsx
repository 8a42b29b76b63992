import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

const displayed = 'America/New_York';

// The support desk in Paris answers calls from 09:00 to 17:00, Paris time.
const deskOpens = dayjs.tz('2025-03-14T09:00', 'Europe/Paris');
const deskCloses = dayjs.tz('2025-03-14T17:00', 'Europe/Paris');

function CallbackPicker(props: { label: string; minTime: Dayjs; maxTime: Dayjs }) {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz('2025-03-14T13:00', displayed),
  );
  const [error, setError] = React.useState<TimeValidationError>(null);
  const inParis = value?.isValid() ? value.tz('Europe/Paris').format('HH:mm') : '--:--';

  return (
    <TimePicker
      label={props.label}
      ampm={false}
      timezone={displayed}
      value={value}
      onChange={setValue}
      minTime={props.minTime}
      maxTime={props.maxTime}
      onError={setError}
      slotProps={{
        textField: { helperText: `${inParis} in Paris · ${error ? `Error: ${error}` : 'accepted'}` },
      }}
      sx={{ width: 280 }}
    />
  );
}

export default function TimezoneTimeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {/* 09:00 and 17:00 are compared with New York hours: the wrong window. */}
        <CallbackPicker label="Limits in Paris time" minTime={deskOpens} maxTime={deskCloses} />
        {/* Converted first, the limits are 04:00 and 12:00 on a New York clock that day. */}
        <CallbackPicker
          label="Limits converted to New York"
          minTime={deskOpens.tz(displayed)}
          maxTime={deskCloses.tz(displayed)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
