import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersActionBar, type PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The action bar runs the actions of the picker around it: it is rendered at the foot of a static
// picker on a fixed day, with every action it offers.
export default function PickersActionBarSample(props: Partial<PickersActionBarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-17')}
        slots={{ actionBar: PickersActionBar }}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'], ...props } }}
      />
    </LocalizationProvider>
  );
}
