import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-06-12T07:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="Arrival" />
        <TimeField label="Departure" value={departure} onChange={setDeparture} />
        <Typography variant="body2">
          Departure: <code>{departure?.isValid() ? departure.format('HH:mm') : String(departure)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
