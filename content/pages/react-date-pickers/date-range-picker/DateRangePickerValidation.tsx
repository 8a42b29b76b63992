import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

// Ferries leave on Saturdays only and come back on Saturdays or Sundays.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end'): boolean {
  if (position === 'start') {
    return day.day() !== 6;
  }
  return day.day() !== 6 && day.day() !== 0;
}

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The return must come after the departure';
  }
  const error = startError ?? endError;
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'The ferry runs from 1 June to 30 September 2025';
    case 'shouldDisableDate':
      return startError ? 'Departures are on Saturdays' : 'Returns are on Saturdays or Sundays';
    case 'invalidDate':
      return 'One of the dates does not exist';
    default:
      return 'Saturday departures, weekend returns';
  }
}

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        enableAccessibleFieldDOMStructure={false}
        label="Ferry crossing"
        defaultValue={[dayjs('2025-07-05'), dayjs('2025-07-13')]}
        minDate={seasonStart}
        maxDate={seasonEnd}
        shouldDisableDate={shouldDisableDate}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: describe(error) } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
