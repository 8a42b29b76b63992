import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [reading, setReading] = React.useState<Dayjs | null>(dayjs('2025-01-22T06:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Incident reported" />
        <DateTimeField label="Meter reading taken" value={reading} onChange={setReading} />
        <Typography variant="body2">
          Value: <code>{reading?.isValid() ? reading.format('YYYY-MM-DDTHH:mm') : String(reading)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
