import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2025-05-20T16:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={reminder} onChange={setReminder} ampmInClock />
        <Typography variant="body2">
          Take medication at {reminder ? reminder.format('h:mm A') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
