import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function show(value: DateTime | null): string {
  return value?.isValid ? `${value.toISO()} (zone ${value.zoneName})` : 'none';
}

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `DateTime | null` and needs no cast.
export default function LuxonUtc() {
  // A backup job scheduled by the server, in UTC.
  const [backup, setBackup] = React.useState<DateTime | null>(DateTime.utc(2025, 3, 9, 2, 15));
  // Empty at first: timezone="UTC" makes the picked date a UTC date.
  const [restore, setRestore] = React.useState<DateTime | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimePicker
          label="Nightly backup (UTC value)"
          value={backup}
          onChange={(newValue) => setBackup(newValue as DateTime | null)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {show(backup)}
        </Typography>
        <DateTimePicker
          label="Restore test, UTC"
          timezone="UTC"
          value={restore}
          onChange={(newValue) => setRestore(newValue as DateTime | null)}
          referenceDate={DateTime.utc(2025, 3, 9, 6, 0)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {show(restore)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
