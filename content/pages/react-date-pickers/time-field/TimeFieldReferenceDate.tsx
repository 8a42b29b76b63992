import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const flightDay = dayjs.tz('2025-09-18T00:00', 'Europe/Paris');

export default function TimeFieldReferenceDate() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <TimeField
          label="Boarding time (Paris)"
          value={boarding}
          onChange={setBoarding}
          referenceDate={flightDay}
          timezone="Europe/Paris"
          ampm={false}
        />
        <Typography variant="body2">
          Stored value:{' '}
          <code>{boarding?.isValid() ? boarding.toISOString() : 'type a time'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
