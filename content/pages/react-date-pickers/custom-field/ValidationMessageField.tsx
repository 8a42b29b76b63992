import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import useForkRef from '@mui/utils/useForkRef';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const MESSAGES: Record<NonNullable<DateValidationError>, string> = {
  shouldDisableDate: 'The office is closed on Sundays.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  minDate: 'Bookings open on March 3, 2025.',
  maxDate: 'Bookings close on December 19, 2025.',
  disablePast: 'This date is in the past.',
  disableFuture: 'This date is in the future.',
  invalidDate: 'This date does not exist.',
};

function MessageField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  // validationError is an error code, or null when the value is valid.
  const { validationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const value = pickerContext.value as Dayjs | null;

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        {...forwardedProps}
        ref={handleRef}
        variant="outlined"
        color={validationError ? 'error' : 'primary'}
        startIcon={<EventIcon />}
        onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
      >
        {value ? value.format('dddd, MMMM D, YYYY') : 'Choose a date'}
      </Button>
      <FormHelperText error={validationError !== null}>
        {validationError ? MESSAGES[validationError] : 'Available.'}
      </FormHelperText>
    </Stack>
  );
}

const EXAMPLES = [
  { label: 'A Sunday', date: '2025-06-15' },
  { label: 'Too late', date: '2026-01-05' },
  { label: 'A Monday', date: '2025-06-16' },
];

export default function ValidationMessageField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {EXAMPLES.map((example) => (
            <Button key={example.date} size="small" onClick={() => setValue(dayjs(example.date))}>
              {example.label}
            </Button>
          ))}
        </Stack>
        <DatePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={dayjs('2025-03-03')}
          maxDate={dayjs('2025-12-19')}
          shouldDisableDate={(date) => date.day() === 0}
          slots={{ field: MessageField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
