import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

export default function TimePickerOpenState() {
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-03-03T19:30'));
  const [booked, setBooked] = React.useState<Dayjs | null>(dayjs('2025-03-03T19:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DesktopTimePicker
            label="Table for two"
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            value={draft}
            onChange={setDraft}
            onAccept={setBooked}
            minutesStep={15}
            slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
          />
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Change
          </Button>
        </Stack>
        <Typography variant="body2">
          Booked for: {booked?.isValid() ? booked.format('HH:mm') : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
