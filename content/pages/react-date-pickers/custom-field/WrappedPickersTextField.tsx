import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';

// Receives everything the field computed (sections, handlers, adornments…)
// and only adds a helper text with the expected format.
const FormatHintTextField = React.forwardRef(function FormatHintTextField(
  props: PickersTextFieldProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const format = useParsedFormat();

  return (
    <PickersTextField {...props} ref={ref} helperText={props.helperText ?? `Format: ${format}`} />
  );
});

export default function WrappedPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Contract start"
          defaultValue={dayjs('2025-01-06')}
          slots={{ textField: FormatHintTextField }}
        />
        <DatePicker
          label="Contract end"
          format="DD.MM.YYYY"
          defaultValue={dayjs('2025-12-31')}
          slots={{ textField: FormatHintTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
