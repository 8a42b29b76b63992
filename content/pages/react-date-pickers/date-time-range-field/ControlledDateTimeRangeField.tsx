import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const firstReading = dayjs('2025-03-01T00:00');
const lastReading = dayjs('2025-03-31T23:59');

export default function ControlledDateTimeRangeField() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-14T06:00'),
    dayjs('2025-03-14T18:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const [start, end] = period;
  const hasError = error[0] !== null || error[1] !== null;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <SingleInputDateTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Sensor readings"
          ampm={false}
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          onError={(newError) => setError(newError)}
          minDateTime={firstReading}
          maxDateTime={lastReading}
          clearable
          helperText={
            hasError
              ? `Error: ${error[0] ?? 'none'} / ${error[1] ?? 'none'}`
              : 'Readings exist for March 2025'
          }
        />
        <Typography variant="body2" color="text.secondary">
          {hours !== null && !hasError
            ? `Charting ${hours} hours of temperature data`
            : 'Nothing to chart'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
