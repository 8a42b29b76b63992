import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker label="Graduation year" views={['year']} referenceDate={dayjs('2025-01-01')} />
        <DatePicker label="Card expiry" views={['year', 'month']} openTo="month" referenceDate={dayjs('2025-04-01')} />
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          referenceDate={dayjs('1990-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
