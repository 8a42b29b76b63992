import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// A parcel: the order time is recorded, the pick-up slot opens once the parcel ships.
// The read-only time comes from the order, so it is passed as `value`, without `onChange`.
const orderPlaced = dayjs('2025-09-08T14:12');

export default function DisabledReadOnlyDateTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField
          label="Order placed"
          value={orderPlaced}
          helperText="Read-only: recorded at checkout"
          readOnly
        />
        <DateTimeField
          label="Pick-up slot"
          defaultValue={dayjs('2025-09-11T17:30')}
          helperText="Disabled until the parcel ships"
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
