import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null: empty or partly filled';
  }
  if (!value.isValid()) {
    return 'Invalid Date: every section is filled but the date does not exist';
  }
  return value.format('YYYY-MM-DD');
}

export default function ControlledDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-27'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateField label="Invoice due" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          onChange received: <code>{describe(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
