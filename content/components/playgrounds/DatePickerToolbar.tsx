import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePickerToolbar, type DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The toolbar shows the value of the picker around it and switches its views: it is rendered as the
// toolbar of a static picker on a fixed day, which passes it the knobs' props.
export default function DatePickerToolbarSample(props: Partial<DatePickerToolbarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-17')}
        slots={{ toolbar: DatePickerToolbar }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
