import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSectionType } from '@mui/x-date-pickers/models';

const targets: { section: FieldSectionType; label: string }[] = [
  { section: 'day', label: 'Edit day' },
  { section: 'month', label: 'Edit month' },
  { section: 'hours', label: 'Edit hours' },
];

export default function FieldSectionFocus() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1}>
          {targets.map(({ section, label }) => (
            <Button
              key={section}
              size="small"
              variant="outlined"
              onClick={() => fieldRef.current?.focusField(section)}
            >
              {label}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Appointment"
          defaultValue={dayjs('2025-04-22T10:30')}
          unstableFieldRef={fieldRef}
        />
      </Stack>
    </LocalizationProvider>
  );
}
