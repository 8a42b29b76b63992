import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Invoice date" defaultValue={dayjs('2025-02-28')} />
        <TimeField label="Pickup time" defaultValue={dayjs('2025-02-28T14:20')} />
        <DateTimeField label="Parcel scanned at" defaultValue={dayjs('2025-02-28T18:05')} />
      </Stack>
    </LocalizationProvider>
  );
}
