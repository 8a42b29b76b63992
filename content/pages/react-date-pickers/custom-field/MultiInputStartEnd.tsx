import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// Each text field receives the owner state with its position: 'start' or 'end'.
function CheckInCheckOutField(props: DateRangePickerFieldProps) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        textField: ({ position }) =>
          position === 'start'
            ? { label: 'Check-in', helperText: 'From 3:00 PM', color: 'success' }
            : { label: 'Check-out', helperText: 'Until 11:00 AM', color: 'warning' },
      }}
    />
  );
}

export default function MultiInputStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 480 }}>
        <DateRangePicker
          slots={{ field: CheckInCheckOutField }}
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-09')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
