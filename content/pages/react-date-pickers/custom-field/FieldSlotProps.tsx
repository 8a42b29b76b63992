import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldSlotProps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-30'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Follow-up call"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slotProps={{
            field: {
              clearable: true,
              clearButtonPosition: 'start',
              onClear: () => setClears((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Cleared {clears} time{clears === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
