import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const renewal = dayjs('2025-02-04');

export default function FieldFormatOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Dense (default)" defaultValue={renewal} format="DD/MM/YYYY" />
        <DateField label="Spacious" defaultValue={renewal} format="DD/MM/YYYY" formatDensity="spacious" />
        <DateField
          label="Respect leading zeros"
          defaultValue={renewal}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
        <DateField
          label="Escaped text"
          defaultValue={renewal}
          format="[Renews on] MMMM D, YYYY"
        />
      </Stack>
    </LocalizationProvider>
  );
}
