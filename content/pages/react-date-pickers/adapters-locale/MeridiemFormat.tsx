import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lastOrder = dayjs('2025-03-14T21:45');

export default function MeridiemFormat() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimeField label="Locale en, default" defaultValue={lastOrder} />
        <TimeField label="Locale en, ampm={false}" defaultValue={lastOrder} ampm={false} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimeField label="Locale en-gb, default" defaultValue={lastOrder} />
        <TimeField label="Locale en-gb, ampm" defaultValue={lastOrder} ampm />
      </LocalizationProvider>
    </Stack>
  );
}
