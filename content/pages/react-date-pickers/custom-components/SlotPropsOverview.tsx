import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract start"
        defaultValue={dayjs('2025-01-06')}
        sx={{ width: 280 }}
        slotProps={{
          textField: { variant: 'filled', helperText: 'First working day of the contract' },
          openPickerButton: { color: 'primary' },
          popper: { placement: 'bottom-end' },
          calendarHeader: { format: 'MMM YYYY' },
          day: { sx: { borderRadius: 1 } },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
