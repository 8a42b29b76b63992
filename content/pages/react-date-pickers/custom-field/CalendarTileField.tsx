import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import useForkRef from '@mui/utils/useForkRef';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function CalendarTilePickerField(props: DatePickerFieldProps) {
  // 1. Split the props: validation props for the hook, the rest for the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // 2. Read the value, the state and the picker's own props from the context.
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  // 3. Validate with the same rules as the calendar.
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const value = pickerContext.value as Dayjs | null;
  const hasDate = value !== null && value.isValid();

  // 4. Render any element, with the forwarded props, the refs and an accessible name.
  return (
    <Box ref={handleRef} className={pickerContext.rootClassName} sx={pickerContext.rootSx}>
      <Typography variant="body2" sx={{ mb: 0.5, color: 'text.secondary' }}>
        {pickerContext.label}
      </Typography>
      <ButtonBase
        {...forwardedProps}
        disabled={pickerContext.disabled || pickerContext.readOnly}
        aria-label={`${pickerContext.label}: ${hasDate ? value.format('LL') : 'not set'}`}
        onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
        sx={{
          width: 96,
          flexDirection: 'column',
          border: '2px solid',
          borderColor: hasValidationError ? 'error.main' : 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{
            width: '100%',
            py: 0.5,
            typography: 'overline',
            lineHeight: 1.5,
            bgcolor: hasValidationError ? 'error.main' : 'primary.main',
            color: hasValidationError ? 'error.contrastText' : 'primary.contrastText',
          }}
        >
          {hasDate ? value.format('MMM YYYY') : '—'}
        </Box>
        <Typography variant="h4" component="span" sx={{ pt: 0.5 }}>
          {hasDate ? value.format('D') : '?'}
        </Typography>
        <Typography variant="caption" sx={{ pb: 0.5, color: 'text.secondary' }}>
          {hasDate ? value.format('dddd') : placeholder}
        </Typography>
      </ButtonBase>
      {hasValidationError && <FormHelperText error>Not a working day</FormHelperText>}
    </Box>
  );
}

export default function CalendarTileField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Project deadline"
        defaultValue={dayjs('2025-09-30')}
        shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
        slots={{ field: CalendarTilePickerField }}
      />
    </LocalizationProvider>
  );
}
