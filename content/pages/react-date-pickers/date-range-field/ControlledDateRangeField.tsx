import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const fiscalYearStart = dayjs('2025-01-01');
const fiscalYearEnd = dayjs('2025-12-31');

function helperText([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The end date is before the start date';
  }
  if (startError || endError) {
    return 'Reports cover fiscal year 2025 only';
  }
  return 'Any period of fiscal year 2025';
}

export default function ControlledDateRangeField() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-01'),
    dayjs('2025-06-30'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [start, end] = period;
  const complete = start?.isValid() && end?.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Report period"
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          onError={(newError) => setError(newError)}
          minDate={fiscalYearStart}
          maxDate={fiscalYearEnd}
          clearable
          helperText={helperText(error)}
        />
        <Typography variant="body2" color="text.secondary">
          {complete && start && end
            ? `Query: from=${start.format('YYYY-MM-DD')}&to=${end.format('YYYY-MM-DD')}`
            : 'Query: incomplete period'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
