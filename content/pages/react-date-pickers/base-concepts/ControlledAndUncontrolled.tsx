import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const plannedLaunch = dayjs('2025-10-06');

export default function ControlledAndUncontrolled() {
  const [launch, setLaunch] = React.useState<Dayjs | null>(plannedLaunch);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DatePicker label="Uncontrolled" defaultValue={plannedLaunch} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The picker keeps the date in its own state; the rest of the page cannot read or change it.
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DatePicker label="Controlled" value={launch} onChange={setLaunch} />
          <Typography variant="body2">
            Launch: {launch?.isValid() ? launch.format('D MMM YYYY') : 'not set'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setLaunch((prev) => prev?.add(1, 'week') ?? plannedLaunch)}>
              Postpone a week
            </Button>
            <Button size="small" onClick={() => setLaunch(null)}>
              Clear
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
