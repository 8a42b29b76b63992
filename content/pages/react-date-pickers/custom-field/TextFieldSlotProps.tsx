import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Delivery date"
          defaultValue={dayjs('2025-04-22')}
          slotProps={{
            textField: {
              variant: 'filled',
              helperText: 'We deliver Monday to Saturday',
              fullWidth: true,
            },
          }}
        />
        <TimePicker
          label="Delivery window starts"
          defaultValue={dayjs('2025-04-22T09:30')}
          slotProps={{
            textField: {
              size: 'small',
              color: 'secondary',
              required: true,
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
