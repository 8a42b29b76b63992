import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarSelectionState() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(null);
  const [calls, setCalls] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar
          value={value}
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('2025-05-01')}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2027-12-31')}
          onChange={(newValue, selectionState) => {
            setValue(newValue);
            if (selectionState === 'finish') {
              setConfirmed(newValue);
            }
            const entry = `${newValue?.format('YYYY-MM-DD') ?? 'null'}, '${selectionState}'`;
            setCalls((previous) => [entry, ...previous].slice(0, 6));
          }}
          sx={{ marginInline: 0 }}
        />
        <Stack spacing={0.5} sx={{ flex: '1 1 220px' }}>
          <Typography variant="subtitle2">
            Move-in date: {confirmed ? confirmed.format('dddd D MMMM YYYY') : 'not chosen'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            onChange calls, newest first
          </Typography>
          {calls.map((entry, index) => (
            <Typography key={calls.length - index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
