import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useForkRef from '@mui/utils/useForkRef';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ButtonDateField(props: DatePickerFieldProps) {
  // Validation props (minDate, shouldDisableDate…) go to the validation hook,
  // everything else (id, aria attributes…) to the button.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const value = pickerContext.value as Dayjs | null;
  const text = value?.isValid() ? value.format(pickerContext.fieldFormat) : placeholder;

  return (
    <Button
      {...forwardedProps}
      ref={handleRef}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<CalendarMonthIcon />}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
    >
      {pickerContext.label ? (
        <Box component="span" sx={{ marginInlineEnd: 1, fontWeight: 'normal' }}>
          {pickerContext.label}
        </Box>
      ) : null}
      {text}
    </Button>
  );
}

export default function ButtonField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Report date"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        slots={{ field: ButtonDateField }}
        maxDate={dayjs('2025-12-31')}
      />
    </LocalizationProvider>
  );
}
