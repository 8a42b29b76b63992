import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function DatePickerClearable() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2025-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Task deadline"
          value={deadline}
          onChange={setDeadline}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {deadline?.isValid() ? `Due ${deadline.format('D MMMM YYYY')}` : 'No deadline set'}
        </Typography>
        <MobileDatePicker
          label="Follow-up call (optional)"
          defaultValue={dayjs('2025-07-07')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
