import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function BasicTimeRangeField() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Lunch break"
          defaultValue={[dayjs('2025-05-14T12:00'), dayjs('2025-05-14T13:00')]}
        />
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-05-14T22:00'), dayjs('2025-05-14T23:30')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'Quiet hours from' : 'Quiet hours until',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
