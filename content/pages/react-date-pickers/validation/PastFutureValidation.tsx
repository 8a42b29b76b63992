import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

function TitledCalendar(props: { title: string; rule: 'disablePast' | 'disableFuture' }) {
  // Both rules compare with today: render the calendars in the browser only,
  // so that a page rendered on a server never shows the server's "today".
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <div>
      <Typography variant="subtitle2" sx={{ px: 3 }}>
        {props.title}
      </Typography>
      {inBrowser ? (
        <DateCalendar
          disablePast={props.rule === 'disablePast'}
          disableFuture={props.rule === 'disableFuture'}
        />
      ) : (
        <DayCalendarSkeleton sx={{ width: 320, height: 336 }} />
      )}
    </div>
  );
}

export default function PastFutureValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <TitledCalendar title="Next appointment: disablePast" rule="disablePast" />
        <TitledCalendar title="Last visit: disableFuture" rule="disableFuture" />
      </Stack>
    </LocalizationProvider>
  );
}
