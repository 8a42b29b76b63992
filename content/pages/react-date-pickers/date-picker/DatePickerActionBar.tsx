import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

function show(value: Dayjs | null): string {
  return value?.isValid() ? value.format('ddd D MMM YYYY') : 'none';
}

export default function DatePickerActionBar() {
  const [desktopAccepted, setDesktopAccepted] = React.useState<Dayjs | null>(null);
  const [mobileAccepted, setMobileAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DesktopDatePicker
            label="Desktop, confirm with OK"
            referenceDate={dayjs('2025-07-01')}
            closeOnSelect={false}
            onAccept={setDesktopAccepted}
            slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
          />
          <Typography variant="body2">Accepted: {show(desktopAccepted)}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <MobileDatePicker
            label="Mobile, one tap"
            referenceDate={dayjs('2025-07-01')}
            closeOnSelect
            onAccept={setMobileAccepted}
            slotProps={{ actionBar: { actions: [] } }}
          />
          <Typography variant="body2">Accepted: {show(mobileAccepted)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
