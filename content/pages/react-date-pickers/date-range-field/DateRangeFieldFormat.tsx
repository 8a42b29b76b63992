import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const semester: DateRange<Dayjs> = [dayjs('2025-09-08'), dayjs('2026-01-30')];

export default function DateRangeFieldFormat() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Semester (day first)"
          format="DD/MM/YYYY"
          dateSeparator="to"
          defaultValue={semester}
        />
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Semester (day first, spacious)"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={semester}
        />
        <MultiInputDateRangeField
          format="ddd D MMM YYYY"
          dateSeparator="until"
          defaultValue={semester}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'First class' : 'Last class',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
