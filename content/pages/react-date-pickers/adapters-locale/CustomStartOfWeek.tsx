import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import { enUS } from 'date-fns/locale/en-US';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Day.js: register a copy of English whose weeks start on Monday,
// without making it the global locale (third argument `true`).
dayjs.locale({ ...en, name: 'en-monday', weekStart: 1 }, undefined, true);

// date-fns: a copy of the locale object with another `weekStartsOn`.
const enUSMonday = { ...enUS, options: { ...enUS.options, weekStartsOn: 1 as const } };

export default function CustomStartOfWeek() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <div>
        <Typography variant="subtitle2" sx={{ px: 3 }}>
          Day.js, weekStart: 1
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
          <DateCalendar defaultValue={dayjs('2025-03-14')} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography variant="subtitle2" sx={{ px: 3 }}>
          date-fns, weekStartsOn: 1
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMonday}>
          <DateCalendar defaultValue={new Date(2025, 2, 14)} />
        </LocalizationProvider>
      </div>
    </Stack>
  );
}
