import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function show(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function FieldValueLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DateField
          label="Date of birth"
          onChange={(newValue, context) =>
            setLog((previous) =>
              [
                `onChange: ${show(newValue)} (error: ${context.validationError ?? 'none'})`,
                ...previous,
              ].slice(0, 6),
            )
          }
          sx={{ minWidth: 220 }}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            Latest calls first
          </Typography>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type a date, for example 02/30/2000, then fix it.
            </Typography>
          ) : (
            log.map((entry, index) => (
              <Typography
                key={log.length - index}
                variant="body2"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {entry}
              </Typography>
            ))
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
