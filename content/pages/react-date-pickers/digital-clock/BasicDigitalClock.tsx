import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const frame = { maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 };

export default function BasicDigitalClock() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-02-14T11:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DigitalClock value={pickup} onChange={setPickup} sx={frame} />
        <Typography variant="body2">
          Click and collect at {pickup ? pickup.format('h:mm A') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
