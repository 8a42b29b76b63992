import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `DateTime | null` and needs no cast.
export default function LuxonTimezone() {
  // A flight leaving Sydney, entered in the airport's own zone.
  const [takeOff, setTakeOff] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-11-14T22:10', { zone: 'Australia/Sydney' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Take-off (Sydney)"
          value={takeOff}
          onChange={(newValue) => setTakeOff(newValue as DateTime | null)}
          ampm={false}
        />
        <DateTimePicker
          label="Take-off, seen from Los Angeles"
          timezone="America/Los_Angeles"
          value={takeOff}
          onChange={(newValue) => setTakeOff(newValue as DateTime | null)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: {takeOff?.isValid ? `${takeOff.toISO()} in ${takeOff.zoneName}` : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
