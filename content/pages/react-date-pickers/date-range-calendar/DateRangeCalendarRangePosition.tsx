import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

function label(date: Dayjs | null): string {
  return date ? date.format('ddd D MMM') : 'not set';
}

export default function DateRangeCalendarRangePosition() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-11'),
    dayjs('2025-08-22'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, next: RangePosition | null) => {
            if (next !== null) {
              setPosition(next);
            }
          }}
        >
          <ToggleButton value="start">First day off: {label(leave[0])}</ToggleButton>
          <ToggleButton value="end">Last day off: {label(leave[1])}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={leave}
          onChange={(newLeave) => setLeave(newLeave)}
          rangePosition={position}
          onRangePositionChange={(newPosition) => setPosition(newPosition)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
