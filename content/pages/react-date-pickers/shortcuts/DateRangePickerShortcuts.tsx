import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { referenceDay, reportShortcuts } from './shortcutItems';

export default function DateRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        defaultValue={[referenceDay.subtract(6, 'day'), referenceDay]}
        slotProps={{
          shortcuts: { items: reportShortcuts },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
