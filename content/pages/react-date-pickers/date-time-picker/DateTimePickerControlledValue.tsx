import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : 'Invalid Date';
}

export default function DateTimePickerControlledValue() {
  // `value` follows every change; the reminder is only saved when the value is accepted.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-06T09:30'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-10-06T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Dentist reminder"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue) => setSaved(newValue)}
        />
        <Typography variant="body2">
          Last <code>onChange</code>: {describe(value)}
        </Typography>
        <Typography variant="body2">
          Saved on <code>onAccept</code>: {describe(saved)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
