import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const concert = dayjs('2025-09-06T19:30:15');

export default function FieldSupportedFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="ddd DD MMM YY" defaultValue={concert} format="ddd DD MMM YY" />
        <DateField label="dddd, MMMM Do YYYY" defaultValue={concert} format="dddd, MMMM Do YYYY" />
        <DateTimeField label="DD/MM/YYYY hh:mm:ss a" defaultValue={concert} format="DD/MM/YYYY hh:mm:ss a" />
        <DateField label="Q YYYY (Q is not a field token)" defaultValue={concert} format="Q YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
