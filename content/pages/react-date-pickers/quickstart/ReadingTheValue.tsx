import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReadingTheValue() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-09-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Delivery date" value={delivery} onChange={setDelivery} />
        <Typography variant="body2">
          Sent to the server:{' '}
          <code>{delivery?.isValid() ? delivery.format('YYYY-MM-DD') : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
