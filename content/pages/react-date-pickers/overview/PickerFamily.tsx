import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function PickerFamily() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2025-05-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 620 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Meeting day" value={meeting} onChange={setMeeting} />
          <TimePicker label="Start time" value={meeting} onChange={setMeeting} />
        </Stack>
        <DateTimePicker label="Meeting (date and time)" value={meeting} onChange={setMeeting} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Day, typed only" value={meeting} onChange={setMeeting} />
          <TimeField label="Time, typed only" value={meeting} onChange={setMeeting} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {meeting?.isValid()
            ? `All five components edit the same value: ${meeting.format('dddd D MMMM YYYY, HH:mm')}`
            : 'The value is empty or incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
