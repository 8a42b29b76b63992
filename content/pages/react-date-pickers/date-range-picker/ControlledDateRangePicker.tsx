import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const NIGHTLY_RATE = 145;

function summary([checkIn, checkOut]: DateRange<Dayjs>): string {
  if (checkIn === null || checkOut === null) {
    return 'Choose a check-in and a check-out date';
  }
  if (!checkIn.isValid() || !checkOut.isValid()) {
    return 'One of the dates is incomplete';
  }
  const nights = checkOut.diff(checkIn, 'day');
  return `${nights} night${nights === 1 ? '' : 's'} · ${nights * NIGHTLY_RATE} EUR`;
}

export default function ControlledDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-11'),
    dayjs('2025-07-18'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Stay"
          value={stay}
          onChange={(newStay) => setStay(newStay)}
        />
        <Typography variant="body2" color="text.secondary">
          {summary(stay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
