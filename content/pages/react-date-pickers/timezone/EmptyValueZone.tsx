import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function show(value: Dayjs | null): string {
  return value?.isValid() ? `${value.format('YYYY-MM-DDTHH:mmZ')}` : 'null';
}

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function EmptyValueZone() {
  const [withProp, setWithProp] = React.useState<Dayjs | null>(null);
  const [withReference, setWithReference] = React.useState<Dayjs | null>(null);
  const [withNothing, setWithNothing] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Pick-up, timezone prop: New York"
          timezone="America/New_York"
          value={withProp}
          onChange={(newValue) => setWithProp(newValue as Dayjs | null)}
          referenceDate={dayjs.tz('2025-10-06T09:00', 'America/New_York')}
          ampm={false}
        />
        <Typography variant="body2">
          Returned: <code>{show(withProp)}</code>
        </Typography>
        <DateTimePicker
          label="Pick-up, reference date in Kolkata"
          value={withReference}
          onChange={(newValue) => setWithReference(newValue as Dayjs | null)}
          referenceDate={dayjs.tz('2025-10-06T09:00', 'Asia/Kolkata')}
          ampm={false}
        />
        <Typography variant="body2">
          Returned: <code>{show(withReference)}</code>
        </Typography>
        <DateTimePicker
          label="Pick-up, no zone anywhere"
          value={withNothing}
          onChange={(newValue) => setWithNothing(newValue as Dayjs | null)}
          ampm={false}
        />
        <Typography variant="body2">
          Returned: <code>{show(withNothing)}</code> (the offset of your device)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
