import * as React from 'react';
// moment-timezone adds `moment.tz` to Moment and re-exports it.
import moment, { type Moment } from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Moment | null` and needs no cast.
export default function MomentTimezone() {
  // A parcel pick-up slot, stored in UTC.
  const [pickUp, setPickUp] = React.useState<Moment | null>(
    moment.utc('2025-04-09T07:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Pick-up (UTC)"
          value={pickUp}
          onChange={(newValue) => setPickUp(newValue as Moment | null)}
          ampm={false}
        />
        <DateTimePicker
          label="Pick-up, Mumbai warehouse time"
          timezone="Asia/Kolkata"
          value={pickUp}
          onChange={(newValue) => setPickUp(newValue as Moment | null)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: {pickUp?.isValid() ? `${pickUp.format()} (isUTC: ${String(pickUp.isUTC())})` : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
