import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersShortcuts,
  type PickersShortcutsItem,
  type PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Shortcuts set the value of the picker around them: here a few days around a fixed day (17 April
// 2025, so the server and the browser agree), in a static picker laid out as one column so that the
// shortcuts wrap above the calendar (beside it, they would not fit the narrow stage).
const day = dayjs('2025-04-17');
const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Thursday 17', getValue: () => day },
  { label: 'Friday 18', getValue: () => day.add(1, 'day') },
  { label: 'Monday 21', getValue: () => day.add(4, 'day') },
  { label: 'First of May', getValue: () => day.add(1, 'month').startOf('month') },
  { label: 'Clear', getValue: () => null },
];

export default function PickersShortcutsSample(
  props: Partial<PickersShortcutsProps<Dayjs | null>>,
) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={day}
        slots={{ shortcuts: PickersShortcuts }}
        slotProps={{
          layout: { sx: { display: 'flex', flexDirection: 'column' } },
          shortcuts: {
            items,
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              maxWidth: 320,
              '& .MuiListItem-root': { width: 'auto' },
            },
            ...props,
          },
        }}
      />
    </LocalizationProvider>
  );
}
