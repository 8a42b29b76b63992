import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function RangeFieldsOverview() {
  // The two inputs of the multi input field need an id each for their labels.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateRangeField
          label="Exhibition dates"
          defaultValue={[dayjs('2025-05-02'), dayjs('2025-06-29')]}
          enableAccessibleFieldDOMStructure={false}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          ampm={false}
          defaultValue={[dayjs('2025-05-02T10:00'), dayjs('2025-05-02T18:30')]}
          enableAccessibleFieldDOMStructure={false}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-05-02'), dayjs('2025-06-29')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'Opens on' : 'Closes on',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
