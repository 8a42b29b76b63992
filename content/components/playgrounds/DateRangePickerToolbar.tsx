import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePickerToolbar,
  type DateRangePickerToolbarProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

// The toolbar shows the range of the picker around it and which end is being edited: it is rendered
// as the toolbar of a static range picker on a fixed stay, which passes it the knobs' props.
export default function DateRangePickerToolbarSample(props: Partial<DateRangePickerToolbarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[dayjs('2025-04-17'), dayjs('2025-04-21')]}
        slots={{ toolbar: DateRangePickerToolbar }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
