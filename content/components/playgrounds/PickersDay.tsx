import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// One week of a calendar, Sunday 13 to Saturday 19 April 2025 (fixed days, so the server and the
// browser agree). Clicking a day selects it; the knobs apply to Thursday 17.
const week = Array.from({ length: 7 }, (_, i) => dayjs('2025-04-13').add(i, 'day'));

export default function PickersDaySample(props: Partial<PickersDayProps>) {
  const [selected, setSelected] = React.useState(() => dayjs('2025-04-15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" role="row">
        {week.map((day, i) => (
          <PickersDay
            key={day.date()}
            day={day}
            onDaySelect={setSelected}
            selected={day.isSame(selected, 'day')}
            outsideCurrentMonth={false}
            isFirstVisibleCell={i === 0}
            isLastVisibleCell={i === week.length - 1}
            {...(day.date() === 17 ? props : {})}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
