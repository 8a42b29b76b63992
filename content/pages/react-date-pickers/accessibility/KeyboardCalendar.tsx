import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-11'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableDate={isWeekend}
          displayWeekNumber
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 2, maxWidth: 260 }}>
          Click a day, then use the arrow keys, Home, End, Page Up and Page Down. Weekends are
          disabled: Left and Right skip them. Selected: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
