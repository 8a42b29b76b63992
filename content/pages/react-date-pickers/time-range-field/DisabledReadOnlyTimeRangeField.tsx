import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Delivery windows: the booked one can no longer move, the express one is not offered today.
// The read-only window comes from the booking, so it is passed as `value`, without `onChange`.
const bookedWindow: DateRange<Dayjs> = [dayjs('2025-10-02T09:00'), dayjs('2025-10-02T11:00')];

export default function DisabledReadOnlyTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Booked delivery window"
          value={bookedWindow}
          helperText="Read-only: the driver has left"
          readOnly
        />
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Express window"
          defaultValue={[dayjs('2025-10-02T18:00'), dayjs('2025-10-02T19:00')]}
          helperText="Disabled: not available in your area"
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
