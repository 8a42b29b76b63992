import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import useForkRef from '@mui/utils/useForkRef';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The dates with free seats for a cooking class.
const SESSIONS = ['2025-10-03', '2025-10-08', '2025-10-11', '2025-10-17', '2025-10-24'].map(
  (date) => dayjs(date),
);

const isSession = (date: Dayjs) => SESSIONS.some((session) => session.isSame(date, 'day'));

function SessionAutocompleteField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <Autocomplete
      {...forwardedProps}
      ref={handleRef}
      options={SESSIONS}
      value={pickerContext.value as Dayjs | null}
      onChange={(_event, newValue) => pickerContext.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      sx={{ width: 320 }}
      renderInput={({ InputProps, InputLabelProps, inputProps, ...params }) => (
        <TextField
          {...params}
          label={pickerContext.label}
          error={hasValidationError}
          slotProps={{
            inputLabel: InputLabelProps,
            htmlInput: inputProps,
            input: {
              ...InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    aria-label="Choose in a calendar"
                    onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
                  >
                    <EventIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Class session"
        defaultValue={dayjs('2025-10-11')}
        shouldDisableDate={(date) => !isSession(date)}
        referenceDate={dayjs('2025-10-01')}
        slots={{ field: SessionAutocompleteField }}
      />
    </LocalizationProvider>
  );
}
