import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function DateLimitsValidation() {
  const [examError, setExamError] = React.useState<DateValidationError>(null);
  const [birthError, setBirthError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Exam session"
          defaultValue={dayjs('2025-06-18')}
          minDate={dayjs('2025-06-16')}
          maxDate={dayjs('2025-06-27')}
          onError={setExamError}
          slotProps={{
            textField: {
              helperText: examError ? `Error: ${examError}` : 'From 16 to 27 June 2025',
            },
          }}
        />
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1988-11-02')}
          disableFuture
          openTo="year"
          onError={setBirthError}
          slotProps={{
            textField: {
              helperText: birthError ? `Error: ${birthError}` : 'Future dates are refused',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
