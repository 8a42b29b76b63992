import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const appointment = dayjs('2025-03-12');

export default function ActionBarAndToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <StaticDatePicker
          defaultValue={appointment}
          slotProps={{
            toolbar: { toolbarFormat: 'ddd D MMMM', toolbarPlaceholder: 'No date' },
            actionBar: { actions: ['clear', 'today'] },
          }}
        />
        <StaticDatePicker
          defaultValue={appointment}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
