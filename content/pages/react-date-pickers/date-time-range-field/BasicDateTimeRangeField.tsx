import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function BasicDateTimeRangeField() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <SingleInputDateTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Flight: departure to arrival"
          defaultValue={[dayjs('2025-11-03T22:35'), dayjs('2025-11-04T06:50')]}
        />
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2025-11-03T08:00'), dayjs('2025-11-07T17:00')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'Sprint starts' : 'Sprint ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
