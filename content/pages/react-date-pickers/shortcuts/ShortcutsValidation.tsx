import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { referenceDay } from './shortcutItems';

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

const lastDay = referenceDay.add(20, 'day');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next business day',
    // Walks forward until the picker's own validation accepts the day.
    getValue: ({ isValid }) => {
      let day = referenceDay.add(1, 'day');
      while (!isValid(day) && day.isBefore(lastDay)) {
        day = day.add(1, 'day');
      }
      return day;
    },
  },
  { label: 'Saturday', getValue: () => referenceDay.day(6) },
  { label: 'In two weeks', getValue: () => referenceDay.add(2, 'week') },
  { label: 'In one month', getValue: () => referenceDay.add(1, 'month') },
];

export default function ShortcutsValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={referenceDay}
        minDate={referenceDay}
        maxDate={lastDay}
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
