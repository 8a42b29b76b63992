import * as React from 'react';
import dayjs from 'dayjs';
import { DateTime } from 'luxon';
import moment from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateField } from '@mui/x-date-pickers/DateField';

// The same calendar day, created with each library (date-fns uses native dates).
// The value type of the callbacks is the union of the adapters imported in the
// project, so each handler narrows it with its library's own type guard.
const dayjsValue = dayjs('2025-06-18');
const dateFnsValue = new Date(2025, 5, 18);
const luxonValue = DateTime.fromISO('2025-06-18');
const momentValue = moment('2025-06-18');

function Received({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
      {text}
    </Typography>
  );
}

export default function SameDateFourLibraries() {
  const [received, setReceived] = React.useState<Record<string, string>>({});

  const report = (library: string, text: string) =>
    setReceived((previous) => ({ ...previous, [library]: text }));

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ flex: '1 1 200px' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField
            label="Day.js"
            defaultValue={dayjsValue}
            onChange={(value) =>
              report('dayjs', dayjs.isDayjs(value) ? `Dayjs ${value.format('YYYY-MM-DD')}` : String(value))
            }
          />
        </LocalizationProvider>
        <Received text={received.dayjs ?? 'Dayjs'} />
      </Stack>
      <Stack spacing={1} sx={{ flex: '1 1 200px' }}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateField
            label="date-fns"
            defaultValue={dateFnsValue}
            onChange={(value) =>
              report('dateFns', value instanceof Date ? `Date ${value.toDateString()}` : String(value))
            }
          />
        </LocalizationProvider>
        <Received text={received.dateFns ?? 'Date'} />
      </Stack>
      <Stack spacing={1} sx={{ flex: '1 1 200px' }}>
        <LocalizationProvider dateAdapter={AdapterLuxon}>
          <DateField
            label="Luxon"
            defaultValue={luxonValue}
            onChange={(value) =>
              report('luxon', DateTime.isDateTime(value) ? `DateTime ${value.toISODate()}` : String(value))
            }
          />
        </LocalizationProvider>
        <Received text={received.luxon ?? 'DateTime'} />
      </Stack>
      <Stack spacing={1} sx={{ flex: '1 1 200px' }}>
        <LocalizationProvider dateAdapter={AdapterMoment}>
          <DateField
            label="Moment"
            defaultValue={momentValue}
            onChange={(value) =>
              report('moment', moment.isMoment(value) ? `Moment ${value.format('YYYY-MM-DD')}` : String(value))
            }
          />
        </LocalizationProvider>
        <Received text={received.moment ?? 'Moment'} />
      </Stack>
    </Stack>
  );
}
