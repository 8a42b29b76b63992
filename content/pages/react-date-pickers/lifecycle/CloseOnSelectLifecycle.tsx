import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useEventLog, show } from './eventLog';

export default function CloseOnSelectLifecycle() {
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const { entries, log, clear } = useEventLog(10);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 240 }}>
          <FormControlLabel
            control={
              <Switch
                checked={closeOnSelect}
                onChange={(event) => {
                  setCloseOnSelect(event.target.checked);
                  clear();
                }}
              />
            }
            label={`closeOnSelect={${closeOnSelect}}`}
          />
          <DesktopDatePicker
            label="Warranty expiry"
            views={['year', 'month', 'day']}
            openTo="year"
            defaultValue={dayjs('2026-03-31')}
            closeOnSelect={closeOnSelect}
            onChange={(value) => log(`onChange ${show(value)}`)}
            onAccept={(value) => log(`onAccept ${show(value)}`)}
            onClose={() => log('onClose')}
          />
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">Calls, newest first</Typography>
          {entries.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Pick a year, a month and a day.
            </Typography>
          )}
          {entries.map((entry) => (
            <Typography key={entry.id} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry.text}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
