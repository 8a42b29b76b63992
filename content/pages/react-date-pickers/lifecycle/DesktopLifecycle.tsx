import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useEventLog, show } from './eventLog';

export default function DesktopLifecycle() {
  const { entries, log, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DesktopDatePicker
          label="Shipping date"
          defaultValue={dayjs('2025-04-10')}
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
              Open the calendar, pick a day, or type in the field.
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
