import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import useForkRef from '@mui/utils/useForkRef';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

function PlainDateField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  // The section editing of the built-in field, applied to a single <input>.
  const fieldProps = { ...props, enableAccessibleFieldDOMStructure: false as const };
  const { id, inputRef, error, openPickerAriaLabel, ...field } = useDateField<
    false,
    typeof fieldProps
  >(fieldProps);

  return (
    <Box ref={handleRef} sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 500 }}>
        {pickerContext.label}
      </Box>
      <Box
        sx={{
          display: 'flex',
          border: '2px solid',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <Box
          component="input"
          id={id}
          ref={inputRef}
          value={field.value}
          onChange={field.onChange}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete="off"
          aria-invalid={error}
          onKeyDown={field.onKeyDown}
          onPaste={field.onPaste}
          onClick={field.onClick}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          readOnly={field.readOnly}
          disabled={field.disabled}
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 0,
            outline: 0,
            px: 1.5,
            py: 1,
            width: '16ch',
          }}
        />
        <Box
          component="button"
          type="button"
          aria-label={openPickerAriaLabel}
          onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            border: 0,
            borderInlineStart: '1px solid',
            borderColor: 'divider',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            px: 1,
            cursor: 'pointer',
          }}
        >
          <CalendarIcon fontSize="small" />
        </Box>
      </Box>
    </Box>
  );
}

export default function PlainInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Shipping date"
        defaultValue={dayjs('2025-03-14')}
        maxDate={dayjs('2025-12-31')}
        slots={{ field: PlainDateField }}
      />
    </LocalizationProvider>
  );
}
