import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['America/Sao_Paulo', 'Europe/Berlin', 'Asia/Singapore', 'system'];

// This page loads several date libraries, so `newValue` is typed as any of their dates;
// in an app with a single adapter it is already a `Dayjs | null` and needs no cast.
export default function StoreUtcDisplayZone() {
  // What the server stores and returns: an ISO string in UTC.
  const [stored, setStored] = React.useState<string | null>('2025-10-03T12:00:00.000Z');
  // The zone chosen in the user's profile.
  const [zone, setZone] = React.useState('America/Sao_Paulo');

  const value = stored === null ? null : dayjs.utc(stored);

  const handleChange = (newValue: Dayjs | null) => {
    setStored(newValue?.isValid() ? newValue.toISOString() : null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TextField
          select
          label="Display zone"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {zones.map((z) => (
            <MenuItem key={z} value={z}>
              {z === 'system' ? 'This device' : z}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Invoice due"
          timezone={zone}
          value={value}
          onChange={(newValue) => handleChange(newValue as Dayjs | null)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sent to the server: {stored ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
