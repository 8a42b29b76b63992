import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker, type StaticDatePickerProps } from '@mui/x-date-pickers/StaticDatePicker';

// Pickers read dates through the localization context. The picker starts on a fixed day, so the
// server and the browser render the same month, and offers the month view the knobs can open.
export default function StaticDatePickerSample(props: Partial<StaticDatePickerProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-17')}
        views={['year', 'month', 'day']}
        {...props}
      />
    </LocalizationProvider>
  );
}
