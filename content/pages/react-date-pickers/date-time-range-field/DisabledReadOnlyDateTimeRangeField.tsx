import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A meeting room: the confirmed booking is shown as is, the follow-up waits for approval.
// The read-only booking comes from the calendar, so it is passed as `value`, without `onChange`.
const booking: DateRange<Dayjs> = [dayjs('2025-11-18T09:30'), dayjs('2025-11-18T12:00')];

export default function DisabledReadOnlyDateTimeRangeField() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <MultiInputDateTimeRangeField
          value={booking}
          readOnly
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-booking-${position}`,
              label: position === 'start' ? 'Booking from' : 'Booking until',
              helperText: position === 'start' ? 'Read-only: confirmed' : ' ',
            }),
          }}
        />
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2025-11-25T09:30'), dayjs('2025-11-25T12:00')]}
          disabled
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-follow-up-${position}`,
              label: position === 'start' ? 'Follow-up from' : 'Follow-up until',
              helperText: position === 'start' ? 'Disabled: awaiting approval' : ' ',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
