import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const checkIn = DateTime.fromISO('2025-07-03T15:00');

export default function LuxonSpanishLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Entrada" defaultValue={checkIn} />
        <DatePicker label="Entrada (formato largo)" defaultValue={checkIn} format="d 'de' MMMM 'de' yyyy" />
        <TimeField label="Hora de llegada" defaultValue={checkIn} format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
