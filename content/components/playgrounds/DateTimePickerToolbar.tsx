import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateTimePickerToolbar,
  type DateTimePickerToolbarProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// The toolbar shows the value of the picker around it and switches its views: it is rendered as the
// toolbar of a static picker on a fixed moment, which passes it the knobs' props.
export default function DateTimePickerToolbarSample(props: Partial<DateTimePickerToolbarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-04-17T09:30')}
        slots={{ toolbar: DateTimePickerToolbar }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
