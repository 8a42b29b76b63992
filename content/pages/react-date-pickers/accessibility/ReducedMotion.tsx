import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReducedMotion() {
  const [reduceAnimations, setReduceAnimations] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={reduceAnimations}
              onChange={(event) => setReduceAnimations(event.target.checked)}
            />
          }
          label="reduceAnimations"
        />
        <DateCalendar defaultValue={dayjs('2025-02-10')} reduceAnimations={reduceAnimations} />
      </Stack>
    </LocalizationProvider>
  );
}
