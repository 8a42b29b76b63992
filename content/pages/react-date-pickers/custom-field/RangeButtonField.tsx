import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import useForkRef from '@mui/utils/useForkRef';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation } from '@mui/x-date-pickers/validation';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatRange([start, end]: DateRange<Dayjs>): string {
  if (!start || !end) {
    return 'Pick your stay';
  }
  const startFormat = start.isSame(end, 'year') ? 'MMM D' : 'MMM D, YYYY';
  return `${start.format(startFormat)} – ${end.format('MMM D, YYYY')}`;
}

function DateRangeButtonField(props: DateRangePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<DateRange<Dayjs>>();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateRange,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <Button
      {...forwardedProps}
      ref={handleRef}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<DateRangeIcon />}
      onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
    >
      {formatRange(pickerContext.value)}
    </Button>
  );
}

// Tells the range picker that this field edits both dates in one element.
DateRangeButtonField.fieldType = 'single-input' as const;

export default function RangeButtonField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-12-27'),
    dayjs('2026-01-03'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={value}
        onChange={(newValue) => setValue(newValue)}
        slots={{ field: DateRangeButtonField }}
      />
    </LocalizationProvider>
  );
}
