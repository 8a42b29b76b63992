import dayjs from 'dayjs';
import ListSubheader from '@mui/material/ListSubheader';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deliveryShortcuts, referenceDay } from './shortcutItems';

export default function ShortcutsListProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={referenceDay.add(2, 'day')}
        minDate={referenceDay}
        maxDate={dayjs('2025-12-31')}
        slotProps={{
          shortcuts: {
            items: deliveryShortcuts,
            subheader: <ListSubheader>Deliver</ListSubheader>,
            sx: { bgcolor: 'action.hover', borderRadius: 1 },
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
