import dayjs, { type Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useForkRef from '@mui/utils/useForkRef';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateTime } from '@mui/x-date-pickers/validation';

function TimeChipPickerField(props: TimePickerFieldProps) {
  // 'time': minTime, maxTime, shouldDisableTime… are internal props here.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'time');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateTime,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const value = pickerContext.value as Dayjs | null;

  return (
    <Chip
      // id, aria-* and data-* attributes from the picker and from slotProps.field.
      {...forwardedProps}
      ref={handleRef}
      icon={<AccessTimeIcon />}
      label={value ? value.format(pickerContext.fieldFormat) : 'No time set'}
      color={hasValidationError ? 'error' : 'primary'}
      variant="outlined"
      onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
    />
  );
}

export default function TimeChipField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="standup-label">Daily stand-up</Typography>
        <TimePicker
          defaultValue={dayjs('2025-04-07T09:15')}
          minTime={dayjs('2025-04-07T08:00')}
          maxTime={dayjs('2025-04-07T11:00')}
          slots={{ field: TimeChipPickerField }}
          slotProps={{ field: { 'aria-labelledby': 'standup-label' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
