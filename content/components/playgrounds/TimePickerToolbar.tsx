import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePickerToolbar, type TimePickerToolbarProps } from '@mui/x-date-pickers/TimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

// The toolbar shows the value of the picker around it and switches its views: it is rendered as the
// toolbar of a static picker on a fixed time, which passes it the knobs' props.
export default function TimePickerToolbarSample(props: Partial<TimePickerToolbarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        defaultValue={dayjs('2025-04-17T09:30')}
        slots={{ toolbar: TimePickerToolbar }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
