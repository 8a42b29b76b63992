import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(dayjs('2025-09-13T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Package collected" />
        <DateTimePicker label="Kick-off" value={kickOff} onChange={setKickOff} />
        <Typography variant="body2">
          {kickOff?.isValid() ? `Kick-off: ${kickOff.format('ddd D MMM YYYY [at] HH:mm')}` : 'No kick-off time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
