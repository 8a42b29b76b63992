import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', '& > *': { flexShrink: 0 } }}
      >
        <DateCalendar
          views={['year', 'month']}
          openTo="month"
          monthsPerRow={4}
          defaultValue={dayjs('2025-09-01')}
        />
        <DateCalendar
          views={['year']}
          yearsOrder="desc"
          yearsPerRow={4}
          minDate={dayjs('2000-01-01')}
          maxDate={dayjs('2025-12-31')}
          defaultValue={dayjs('2018-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
