import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const due = dayjs('2025-06-30');

export default function ButtonPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Button at the start"
          defaultValue={due}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DatePicker
          label="Button at the start, clear at the end"
          defaultValue={due}
          slotProps={{ field: { openPickerButtonPosition: 'start', clearable: true } }}
        />
        <DatePicker
          label="Read-only: button disabled"
          defaultValue={due}
          readOnly
        />
      </Stack>
    </LocalizationProvider>
  );
}
