import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deliveryShortcuts, referenceDay } from './shortcutItems';

export default function DatePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={referenceDay.add(2, 'day')}
        slotProps={{
          shortcuts: { items: deliveryShortcuts },
          actionBar: { actions: ['accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
