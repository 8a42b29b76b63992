import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Europe/Paris';

function Reading({ value }: { value: Dayjs | null }) {
  if (value === null || !value.isValid()) {
    return <Typography variant="body2">Incomplete date</Typography>;
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Paris {value.format('HH:mm')} (UTC{value.format('Z')}) = {value.utc().format('HH:mm')} UTC
    </Typography>
  );
}

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function DaylightSavingTime() {
  // On 30 March 2025, Paris clocks jump from 02:00 to 03:00.
  const [springForward, setSpringForward] = React.useState<Dayjs | null>(
    dayjs.tz('2025-03-30T01:30', zone),
  );
  // On 26 October 2025, they fall back from 03:00 to 02:00.
  const [fallBack, setFallBack] = React.useState<Dayjs | null>(dayjs.tz('2025-10-26T01:30', zone));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 340 }}>
        <Stack spacing={1}>
          <DateTimeField
            label="Server restart, 30 March"
            value={springForward}
            onChange={(newValue) => setSpringForward(newValue as Dayjs | null)}
            timezone={zone}
            ampm={false}
          />
          <Reading value={springForward} />
        </Stack>
        <Stack spacing={1}>
          <DateTimeField
            label="Backup job, 26 October"
            value={fallBack}
            onChange={(newValue) => setFallBack(newValue as Dayjs | null)}
            timezone={zone}
            ampm={false}
          />
          <Reading value={fallBack} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
