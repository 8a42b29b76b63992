import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputDateRangeFieldDemo() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-17')]}
        slotProps={{
          textField: ({ position }) => ({
            id: `${id}-${position}`,
            label: position === 'start' ? 'Rental start' : 'Rental end',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
