import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function DeliveryToolbar(props: DatePickerToolbarProps) {
  // The toolbar reads the pending value from the picker context.
  const { value } = usePickerContext();
  const day = value as Dayjs | null;

  return (
    <Box
      className={props.className}
      sx={{ px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="overline">Delivery</Typography>
      <Typography variant="h5" component="p">
        {day?.isValid() ? day.format('dddd') : 'Pick a day'}
      </Typography>
      <Typography variant="body2">{day?.isValid() ? day.format('D MMMM YYYY') : '\u00a0'}</Typography>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-06')}
        slots={{ toolbar: DeliveryToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
