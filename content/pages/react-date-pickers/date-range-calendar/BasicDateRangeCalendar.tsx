import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function BasicDateRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months need about 650 px: let narrow layouts scroll sideways. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar defaultValue={[dayjs('2025-05-19'), dayjs('2025-06-06')]} />
      </Box>
    </LocalizationProvider>
  );
}
