import { fr } from 'date-fns/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// date-fns works with native Date objects; build them from explicit fields
// (month 4 is May) so that they mean the same local date everywhere.
const concertStart = new Date(2025, 4, 24, 20, 30);

export default function DateFnsFrenchLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Date du concert" defaultValue={concertStart} />
        <DateTimeField
          label="Ouverture des portes"
          defaultValue={concertStart}
          format="EEEE d MMMM yyyy 'à' HH'h'mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
