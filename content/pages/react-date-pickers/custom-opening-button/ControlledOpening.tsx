import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledOpening() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-18'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
        <DatePicker
          label="Interview date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slotProps={{
            // Clicking anywhere in the field opens the calendar too.
            textField: { onClick: () => setOpen(true) },
          }}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Reschedule the interview
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
