import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function BasicDateCalendar() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-04-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar value={pickup} onChange={setPickup} />
        <Typography variant="body2">
          Pick-up: {pickup ? pickup.format('dddd D MMMM YYYY') : 'choose a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
