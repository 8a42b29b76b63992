import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAILY_RATE = 59;

function quote([pickUp, dropOff]: DateRange<Dayjs>): string {
  if (!pickUp?.isValid() || !dropOff?.isValid()) {
    return 'Choose a pick-up and a drop-off time';
  }
  const hours = dropOff.diff(pickUp, 'hour');
  if (hours <= 0) {
    return 'The drop-off must come after the pick-up';
  }
  // Every started 24-hour period is charged as a full day.
  const days = Math.ceil(hours / 24);
  return `${hours} hours · ${days} rental day${days === 1 ? '' : 's'} · ${days * DAILY_RATE} EUR`;
}

export default function ControlledDateTimeRangePicker() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-13T09:00'),
    dayjs('2025-06-16T18:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Car rental"
          value={rental}
          onChange={(newRental) => setRental(newRental)}
        />
        <Typography variant="body2" color="text.secondary">
          {quote(rental)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
