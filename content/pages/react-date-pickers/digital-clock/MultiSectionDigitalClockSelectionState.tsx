import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionDigitalClockSelectionState() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-03-11T16:30'));
  const [lastChange, setLastChange] = React.useState('none yet');
  const [view, setView] = React.useState('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <MultiSectionDigitalClock
          value={pickup}
          onChange={(newValue, selectionState, selectedView) => {
            setPickup(newValue);
            setLastChange(`${selectedView} → ${selectionState}`);
          }}
          onViewChange={setView}
          timeSteps={{ minutes: 15 }}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">
            Pharmacy pickup at {pickup ? pickup.format('h:mm A') : '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Last change: {lastChange}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Current view: {view}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
