import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

function describe([startError, endError]: DateTimeRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The deployment must end after it starts';
  }
  switch (startError ?? endError) {
    case 'minDate':
    case 'maxDate':
    case 'minTime':
    case 'maxTime':
      return 'The freeze ends on 1 Dec 2025 at 08:00; the window closes on 19 Dec at 18:00';
    case 'shouldDisableDate':
      return 'No deployments at weekends';
    case 'invalidDate':
      return 'Incomplete date or time';
    default:
      return 'Weekdays, 1 Dec 2025 08:00 to 19 Dec 2025 18:00';
  }
}

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        enableAccessibleFieldDOMStructure={false}
        label="Deployment window"
        ampm={false}
        defaultValue={[dayjs('2025-12-02T22:00'), dayjs('2025-12-03T02:00')]}
        minDateTime={dayjs('2025-12-01T08:00')}
        maxDateTime={dayjs('2025-12-19T18:00')}
        shouldDisableDate={isWeekend}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: describe(error) } }}
        sx={{ width: '100%', maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
