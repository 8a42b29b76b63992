import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useForkRef from '@mui/utils/useForkRef';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

function PropNames(props: { title: string; names: string[] }) {
  return (
    <div>
      <Typography variant="subtitle2">{props.title}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {props.names.join(', ')}
      </Typography>
    </div>
  );
}

function InspectorField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const value = pickerContext.value as Dayjs | null;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        {...forwardedProps}
        ref={handleRef}
        variant="outlined"
        onClick={() => pickerContext.setOpen((prevOpen) => !prevOpen)}
      >
        {value ? value.format(pickerContext.fieldFormat) : 'Pick a date'}
      </Button>
      <PropNames title="internalProps" names={Object.keys(internalProps)} />
      <PropNames title="forwardedProps" names={Object.keys(forwardedProps)} />
    </Stack>
  );
}

export default function FieldPropsInspector() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery"
        defaultValue={dayjs('2025-06-10')}
        shouldDisableDate={isWeekend}
        slots={{ field: InspectorField }}
        slotProps={{ field: { 'aria-describedby': 'delivery-hint' } }}
      />
      <Typography id="delivery-hint" variant="caption" sx={{ color: 'text.secondary' }}>
        No deliveries on weekends.
      </Typography>
    </LocalizationProvider>
  );
}
