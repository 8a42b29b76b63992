import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersLayout, type PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The layout places the toolbar, the view and the action bar of the picker around it: it is
// rendered as the layout of a static picker on a fixed day, which gives it those parts.
export default function PickersLayoutSample(props: Partial<PickersLayoutProps<Dayjs | null>>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-17')}
        slots={{ layout: PickersLayout }}
        slotProps={{ layout: props }}
      />
    </LocalizationProvider>
  );
}
