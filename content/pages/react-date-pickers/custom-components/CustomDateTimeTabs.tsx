import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

type Group = 'date' | 'time';

// Tabs that show the pending date and time as their labels.
function SummaryTabs(props: DateTimePickerTabsProps) {
  const { value, view, setView } = usePickerContext();
  const selected = value as Dayjs | null;
  const current: Group = view === 'hours' || view === 'minutes' ? 'time' : 'date';

  // The picker decides whether tabs are shown (`hidden`): respect it.
  if (props.hidden) {
    return null;
  }

  return (
    <Tabs
      className={props.className}
      variant="fullWidth"
      value={current}
      onChange={(_event: React.SyntheticEvent, group: Group) => setView(group === 'date' ? 'day' : 'hours')}
    >
      <Tab value="date" label={selected?.isValid() ? selected.format('ddd D MMM') : 'Date'} />
      <Tab value="time" label={selected?.isValid() ? selected.format('HH:mm') : 'Time'} />
    </Tabs>
  );
}

export default function CustomDateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-06-20T19:30')}
        ampm={false}
        slots={{ tabs: SummaryTabs }}
        slotProps={{ toolbar: { hidden: true } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
