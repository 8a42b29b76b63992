import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function duration([start, end]: DateRange<Dayjs>): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Shift incomplete';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) {
    return 'The shift must end after it starts';
  }
  return `Shift length: ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export default function ControlledTimeRangePicker() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-14T08:30'),
    dayjs('2025-05-14T16:45'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Warehouse shift"
          value={shift}
          onChange={(newShift) => setShift(newShift)}
        />
        <Typography variant="body2" color="text.secondary">
          {duration(shift)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
