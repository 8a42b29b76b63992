import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useForkRef from '@mui/utils/useForkRef';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// A tap target that opens the dialog: no keyboard editing on touch screens.
function TapToOpenField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const value = pickerContext.value as Dayjs | null;

  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      label={pickerContext.label}
      value={value?.isValid() ? value.format(pickerContext.fieldFormat) : ''}
      onClick={() => pickerContext.setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-haspopup': 'dialog' } }}
    />
  );
}

// Chooses the field from the variant the picker renders.
function ResponsiveDateField(props: DatePickerFieldProps) {
  const { variant } = usePickerContext();
  return variant === 'mobile' ? <TapToOpenField {...props} /> : <DateField {...props} />;
}

export default function ReadOnlyMobileField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDatePicker
          label="Mobile variant"
          value={value}
          onChange={setValue}
          slots={{ field: ResponsiveDateField }}
        />
        <DesktopDatePicker
          label="Desktop variant"
          value={value}
          onChange={setValue}
          slots={{ field: ResponsiveDateField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
