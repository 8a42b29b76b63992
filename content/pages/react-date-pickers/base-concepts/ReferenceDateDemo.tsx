import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const festivalDay = dayjs('2025-08-23');

export default function ReferenceDateDemo() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [doorsOpen, setDoorsOpen] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <DateCalendar value={day} onChange={setDay} referenceDate={festivalDay} sx={{ marginInline: 0 }} />
          <Typography variant="body2">
            Selected: {day ? day.format('YYYY-MM-DD') : 'nothing yet (August 2025 is shown)'}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 240 }}>
          <TimeField
            label="Doors open"
            value={doorsOpen}
            onChange={setDoorsOpen}
            referenceDate={festivalDay}
            ampm={false}
          />
          <Typography variant="body2">
            Full value:{' '}
            <code>{doorsOpen?.isValid() ? doorsOpen.format('YYYY-MM-DD HH:mm') : 'null'}</code>
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
