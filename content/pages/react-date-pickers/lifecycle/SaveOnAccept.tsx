import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

// A fake server: answers after 600 ms, without any network request.
function saveDueDate(date: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(date), 600);
  });
}

export default function SaveOnAccept() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-11-28'));
  const [changes, setChanges] = React.useState(0);
  const [status, setStatus] = React.useState('Saved: 2025-11-28');

  const handleAccept = async (
    newValue: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    if (newValue === null || context.validationError !== null) {
      setStatus('Not saved: the date is empty or invalid');
      return;
    }
    setStatus('Saving…');
    const saved = await saveDueDate(newValue.format('YYYY-MM-DD'));
    setStatus(`Saved: ${saved}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Invoice due date"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setChanges((count) => count + 1);
          }}
          onAccept={handleAccept}
        />
        <Typography variant="body2" color="text.secondary">
          onChange calls: {changes}
        </Typography>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
