import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  StaticDateRangePicker,
  type StaticDateRangePickerProps,
} from '@mui/x-date-pickers-pro/StaticDateRangePicker';

// Range pickers read dates through the localization context. A fixed stay of four nights keeps the
// server and the browser on the same months.
export default function StaticDateRangePickerSample(props: Partial<StaticDateRangePickerProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker defaultValue={[dayjs('2025-04-17'), dayjs('2025-04-21')]} {...props} />
    </LocalizationProvider>
  );
}
