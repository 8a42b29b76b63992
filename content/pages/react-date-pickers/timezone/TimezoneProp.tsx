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

const offices = [
  { city: 'New York', zone: 'America/New_York' },
  { city: 'Paris', zone: 'Europe/Paris' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function TimezoneProp() {
  // The meeting is stored in UTC, as it would come from a server.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs.utc('2025-06-18T14:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {offices.map((office) => (
          <DateTimePicker
            key={office.zone}
            label={`Team call, ${office.city} time`}
            timezone={office.zone}
            value={meeting}
            onChange={(newValue) => setMeeting(newValue as Dayjs | null)}
            ampm={false}
          />
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {meeting?.isValid() ? meeting.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
