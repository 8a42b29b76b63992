import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotOverrides() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Default slots" defaultValue={dayjs('2025-11-03')} />
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-11-03')}
          // `slots` replaces a part with another component.
          slots={{ openPickerIcon: EventNoteIcon }}
          // `slotProps` passes props to a part, default or replaced.
          slotProps={{
            textField: { helperText: 'Printed at the top of the invoice' },
            openPickerButton: { color: 'primary' },
            actionBar: { actions: ['today', 'cancel', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
