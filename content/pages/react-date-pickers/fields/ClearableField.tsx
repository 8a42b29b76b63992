import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableField() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2025-09-15'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Task due date"
          value={dueDate}
          onChange={(newValue) => setDueDate(newValue)}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        <TimeField
          label="Reminder"
          defaultValue={dayjs('2025-09-15T08:45')}
          clearable
          clearButtonPosition="start"
        />
        <Typography variant="body2" color="text.secondary">
          Due: {dueDate?.isValid() ? dueDate.format('D MMMM YYYY') : 'no date'} · cleared{' '}
          {clearCount} time{clearCount === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
