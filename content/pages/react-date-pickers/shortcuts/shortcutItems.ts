import dayjs, { type Dayjs } from 'dayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/**
 * The day the shortcuts are computed from. In an application this would be
 * the date of the order being edited, or today read in the browser.
 */
export const referenceDay = dayjs('2025-06-11');

export const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => referenceDay.add(1, 'day') },
  {
    label: 'Next Monday',
    getValue: () => referenceDay.add(((8 - referenceDay.day()) % 7) || 7, 'day'),
  },
  { label: 'In one week', getValue: () => referenceDay.add(1, 'week') },
  { label: 'End of month', getValue: () => referenceDay.endOf('month').startOf('day') },
  { label: 'No date', getValue: () => null },
];

export const reportShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [referenceDay.startOf('week'), referenceDay.endOf('week').startOf('day')],
  },
  {
    label: 'Last week',
    getValue: () => {
      const previous = referenceDay.subtract(1, 'week');
      return [previous.startOf('week'), previous.endOf('week').startOf('day')];
    },
  },
  { label: 'Last 7 days', getValue: () => [referenceDay.subtract(6, 'day'), referenceDay] },
  {
    label: 'This month',
    getValue: () => [referenceDay.startOf('month'), referenceDay.endOf('month').startOf('day')],
  },
  {
    label: 'Next month',
    getValue: () => {
      const next = referenceDay.add(1, 'month');
      return [next.startOf('month'), next.endOf('month').startOf('day')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];
