import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { useEventLog, show } from './eventLog';

export default function MobileLifecycle() {
  const { entries, log, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <MobileDatePicker
          label="Move-in date"
          defaultValue={dayjs('2025-09-01')}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
          onChange={(value) => log(`onChange ${show(value)}`)}
          onAccept={(value) => log(`onAccept ${show(value)}`)}
          sx={{ minWidth: 240 }}
        />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2">Calls, newest first</Typography>
            <Button size="small" onClick={clear}>
              Clear
            </Button>
          </Stack>
          {entries.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Open the dialog, click two days, then OK or Cancel.
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
