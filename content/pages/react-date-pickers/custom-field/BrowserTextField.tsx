import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import useForkRef from '@mui/utils/useForkRef';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

dayjs.extend(customParseFormat);

function format(value: Dayjs | null, fieldFormat: string): string {
  return value?.isValid() ? value.format(fieldFormat) : '';
}

function FreeTextDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const placeholder = useParsedFormat();
  const value = pickerContext.value as Dayjs | null;
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  // The text the user is typing; it is synchronized when the value changes from the calendar.
  const [text, setText] = React.useState(() => format(value, pickerContext.fieldFormat));
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(format(value, pickerContext.fieldFormat));
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const parsed = dayjs(event.target.value, pickerContext.fieldFormat, true);
    if (event.target.value === '') {
      pickerContext.setValue(null, { changeImportance: 'set' });
    } else if (parsed.isValid()) {
      pickerContext.setValue(parsed, { changeImportance: 'set' });
    }
  };

  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? 'Outside the booking window' : `Format: ${placeholder}`}
      className={pickerContext.rootClassName}
      sx={[{ width: 260 }, ...(Array.isArray(pickerContext.rootSx) ? pickerContext.rootSx : [pickerContext.rootSx])]}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label="Open calendar"
                onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function BrowserTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Arrival"
        defaultValue={dayjs('2025-07-21')}
        format="DD/MM/YYYY"
        minDate={dayjs('2025-06-01')}
        maxDate={dayjs('2025-09-30')}
        slots={{ field: FreeTextDateField }}
      />
    </LocalizationProvider>
  );
}
