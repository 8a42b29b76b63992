import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function BasicMultiSectionDigitalClock() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-02-14T20:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <MultiSectionDigitalClock
          value={start}
          onChange={setStart}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Typography variant="body2">
          Film starts at {start ? start.format('h:mm A') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
