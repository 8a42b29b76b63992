import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

const sites = [
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
  { city: 'Los Angeles', zone: 'America/Los_Angeles' },
];

export default function ZoneDecidesTheDay() {
  // A release stored in UTC, late in the evening of 18 June.
  const [release, setRelease] = React.useState<Dayjs | null>(dayjs.utc('2025-06-18T23:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {sites.map((site) => (
            <Stack key={site.zone} spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">
                {site.city}:{' '}
                {release?.isValid() ? release.tz(site.zone).format('ddd D MMM, HH:mm') : '-'}
              </Typography>
              <DateCalendar
                timezone={site.zone}
                value={release}
                onChange={(newValue) => setRelease(newValue as Dayjs | null)}
                views={['day']}
              />
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: <code>{release?.isValid() ? release.format('YYYY-MM-DDTHH:mmZ') : 'none'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
