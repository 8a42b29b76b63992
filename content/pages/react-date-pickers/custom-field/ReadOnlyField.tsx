import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import useForkRef from '@mui/utils/useForkRef';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ReadOnlyDateField(props: DatePickerFieldProps) {
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
  const openPicker = () => pickerContext.setOpen(true);
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openPicker();
    }
  };

  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      label={pickerContext.label}
      name={pickerContext.name}
      value={value?.isValid() ? value.format(pickerContext.fieldFormat) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      onClick={openPicker}
      onKeyDown={handleKeyDown}
      className={pickerContext.rootClassName}
      sx={{ width: 260, '& input': { cursor: 'pointer' } }}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-haspopup': 'dialog' },
      }}
    />
  );
}

export default function ReadOnlyField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2025-05-20')}
        minDate={dayjs('2025-05-01')}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
