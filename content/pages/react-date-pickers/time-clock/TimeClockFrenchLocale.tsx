import 'dayjs/locale/fr';
import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { frFR } from '@mui/x-date-pickers/locales';

// French screen reader texts: dial label, number labels, view switcher buttons.
const frenchLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TimeClockFrenchLocale() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-06-12T17:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchLocaleText}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={pickup} onChange={setPickup} showViewSwitcher />
        <Typography variant="body2">
          Retrait en pharmacie à {pickup ? pickup.format('HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
