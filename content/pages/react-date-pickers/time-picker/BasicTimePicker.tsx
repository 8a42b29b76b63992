import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TimePicker label="Pharmacy opens" />
        <TimePicker label="Wake-up alarm" value={alarm} onChange={setAlarm} />
        <Typography variant="body2">
          {alarm?.isValid() ? `Alarm set for ${alarm.format('HH:mm')}` : 'No alarm'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
