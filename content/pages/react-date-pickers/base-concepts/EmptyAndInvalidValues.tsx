import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function EmptyAndInvalidValues() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-28'));
  const [calls, setCalls] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 240 }}>
          <DateField
            label="Invoice due date"
            format="DD/MM/YYYY"
            value={value}
            onChange={(newValue, context) => {
              setValue(newValue);
              const entry = `${describe(newValue)}, error ${String(context.validationError)}`;
              setCalls((previous) => [entry, ...previous].slice(0, 6));
            }}
          />
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setValue(dayjs('2025-02-28'));
              setCalls([]);
            }}
          >
            Reset to 28/02/2025
          </Button>
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">onChange calls, newest first</Typography>
          {calls.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Select the day and type 31, then type a year.
            </Typography>
          )}
          {calls.map((entry, index) => (
            <Typography key={calls.length - index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
