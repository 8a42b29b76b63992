import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'No date selected';
  }
  if (!value.isValid()) {
    return 'The field holds an invalid date';
  }
  return `Check-in on ${value.format('dddd, D MMMM YYYY')}`;
}

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker label="Check-in" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">{describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
