import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function describe([startError, endError]: TimeRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The meeting must end after it starts';
  }
  const error = startError ?? endError;
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The meeting room is open from 08:00 to 19:00';
    case 'minutesStep':
      return 'Book in quarter hours';
    case 'invalidDate':
      return 'Incomplete time';
    default:
      return 'Between 08:00 and 19:00, in quarter hours';
  }
}

export default function TimeRangePickerValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        enableAccessibleFieldDOMStructure={false}
        label="Meeting room booking"
        ampm={false}
        defaultValue={[dayjs('2025-05-14T10:00'), dayjs('2025-05-14T11:30')]}
        minTime={dayjs('2025-05-14T08:00')}
        maxTime={dayjs('2025-05-14T19:00')}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: describe(error) } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
