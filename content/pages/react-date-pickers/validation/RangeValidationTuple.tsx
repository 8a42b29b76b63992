import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

export default function RangeValidationTuple() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Campsite stay"
          // The end was typed before the start: both ends report 'invalidRange'.
          defaultValue={[dayjs('2025-07-14'), dayjs('2025-07-10')]}
          minDate={seasonStart}
          maxDate={seasonEnd}
          onError={setError}
          slotProps={{
            textField: { helperText: 'Open from 1 June to 30 September 2025' },
          }}
        />
        <Typography variant="body2">
          onError: <code>[{error.map((item) => (item === null ? 'null' : `'${item}'`)).join(', ')}]</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
