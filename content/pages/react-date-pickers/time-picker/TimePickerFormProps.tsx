import * as React from 'react';
import dayjs from 'dayjs';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerFormProps() {
  const [closedOnSunday, setClosedOnSunday] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimePicker
          label="Weekday opening"
          name="weekdayOpening"
          readOnly
          defaultValue={dayjs('2025-03-03T08:30')}
          slotProps={{ textField: { helperText: 'Set by head office' } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={closedOnSunday}
              onChange={(event) => setClosedOnSunday(event.target.checked)}
            />
          }
          label="Closed on Sunday"
        />
        <TimePicker
          label="Sunday opening"
          name="sundayOpening"
          disabled={closedOnSunday}
          defaultValue={dayjs('2025-03-09T10:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
