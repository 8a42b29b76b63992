import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function TimeClockViews() {
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, newView: TimeView | null) => newView && setView(newView)}
          >
            <ToggleButton value="hours">Hours</ToggleButton>
            <ToggleButton value="minutes">Minutes</ToggleButton>
            <ToggleButton value="seconds">Seconds</ToggleButton>
          </ToggleButtonGroup>
          <TimeClock
            views={['hours', 'minutes', 'seconds']}
            view={view}
            onViewChange={setView}
            ampm={false}
            defaultValue={dayjs('2025-05-20T13:27:50')}
          />
        </Stack>
        <TimeClock
          ampmInClock
          showViewSwitcher
          defaultValue={dayjs('2025-05-20T08:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
