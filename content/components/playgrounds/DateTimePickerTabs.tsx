import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateTimePickerTabs,
  type DateTimePickerTabsProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// The tabs switch between the date and time views of the picker around them: they are rendered in a
// static picker on a fixed moment, shown unless the knob hides them (their own default depends on
// the window's height, which the server does not have).
export default function DateTimePickerTabsSample(props: Partial<DateTimePickerTabsProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-04-17T09:30')}
        slots={{ tabs: DateTimePickerTabs }}
        slotProps={{ tabs: { hidden: false, ...props } }}
      />
    </LocalizationProvider>
  );
}
