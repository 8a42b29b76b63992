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

dayjs.extend(customParseFormat);

// Puts the typed digits in the digit slots of a numeric format such as DD/MM/YYYY:
// the separators appear by themselves, and anything but digits is dropped.
function applyMask(text: string, format: string): string {
  const digits = text.replace(/\D/g, '');
  let masked = '';
  let index = 0;
  for (const char of format) {
    if (index >= digits.length) {
      break;
    }
    if (/[a-z]/i.test(char)) {
      masked += digits[index];
      index += 1;
    } else {
      masked += char;
    }
  }
  return masked;
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  const format = pickerContext.fieldFormat;
  const value = pickerContext.value as Dayjs | null;

  const [text, setText] = React.useState(() => (value ? value.format(format) : ''));
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    // The value was changed by the picker (a day clicked in the calendar): show it.
    setLastValue(value);
    setText(value?.isValid() ? value.format(format) : '');
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value, format);
    // Incomplete text is an empty value, like in the built-in field;
    // complete text is parsed, and is an invalid date if that day does not exist.
    const newValue = masked.length === format.length ? dayjs(masked, format, true) : null;
    setText(masked);
    setLastValue(newValue);
    pickerContext.setValue(newValue, { changeImportance: 'set' });
  };

  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      label={pickerContext.label}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={value !== null && !value.isValid()}
      sx={{ width: 260 }}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
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

export default function MaskedField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        format="DD/MM/YYYY"
        defaultValue={dayjs('1990-06-24')}
        slots={{ field: MaskedDateField }}
      />
    </LocalizationProvider>
  );
}
