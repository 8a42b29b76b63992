import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

function show(value: Dayjs | null): string {
  return value?.isValid() ? value.format('D MMM HH:mm') : String(value);
}

export default function OnChangeAndOnAccept() {
  const [log, setLog] = React.useState<string[]>([]);

  const append = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 8));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 260 }}>
          <DesktopDateTimePicker
            label="Delivery slot"
            ampm={false}
            defaultValue={dayjs('2025-09-15T10:00')}
            onChange={(value) => append(`onChange  ${show(value)}`)}
            onAccept={(value) => append(`onAccept  ${show(value)}`)}
          />
          <Button size="small" onClick={() => setLog([])} sx={{ alignSelf: 'flex-start' }}>
            Clear the log
          </Button>
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">Calls, newest first</Typography>
          {log.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Open the picker and choose a day, an hour and minutes, or type in the field.
            </Typography>
          )}
          {log.map((entry, index) => (
            <Typography
              key={log.length - index}
              variant="body2"
              sx={{
                fontFamily: 'monospace',
                whiteSpace: 'pre',
                color: entry.startsWith('onAccept') ? 'success.main' : 'text.primary',
              }}
            >
              {entry}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
