import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const renewal = dayjs('2025-11-03');

export default function FieldDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Sections (default)"
          defaultValue={renewal}
          slotProps={{ textField: { helperText: 'Each section is a spinbutton' } }}
        />
        <DatePicker
          label="Single input"
          defaultValue={renewal}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { helperText: 'One <input> element holds the whole date' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
