import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2025-08-06');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Default format" defaultValue={shipped} />
        <DateField label="Day first" defaultValue={shipped} format="DD/MM/YYYY" />
        <DateField label="Spacious density" defaultValue={shipped} format="DD/MM/YYYY" formatDensity="spacious" />
        <DateField label="Without leading zeros" defaultValue={shipped} format="D/M/YYYY" shouldRespectLeadingZeros />
        <DateField label="Month name and weekday" defaultValue={shipped} format="ddd D MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
