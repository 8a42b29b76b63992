import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A tenancy: the signed lease is shown as is, the renewal is locked until notice is given.
// The read-only period comes from the contract, so it is passed as `value`, without `onChange`.
const lease: DateRange<Dayjs> = [dayjs('2025-03-01'), dayjs('2026-02-28')];

export default function DisabledReadOnlyDateRangeField() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField
          value={lease}
          readOnly
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-lease-${position}`,
              label: position === 'start' ? 'Lease start' : 'Lease end',
              helperText: position === 'start' ? 'Read-only: signed contract' : ' ',
            }),
          }}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-03-01'), dayjs('2027-02-28')]}
          disabled
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-renewal-${position}`,
              label: position === 'start' ? 'Renewal start' : 'Renewal end',
              helperText: position === 'start' ? 'Disabled until notice is given' : ' ',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
