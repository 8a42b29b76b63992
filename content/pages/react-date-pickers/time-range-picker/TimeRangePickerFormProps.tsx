import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerFormProps() {
  const [holidayOpen, setHolidayOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Regular hours (set by head office)"
          readOnly
          ampm={false}
          defaultValue={[dayjs('2025-12-01T09:00'), dayjs('2025-12-01T18:00')]}
        />
        <FormControlLabel
          control={
            <Switch checked={holidayOpen} onChange={(event) => setHolidayOpen(event.target.checked)} />
          }
          label="Open on 26 December"
        />
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Hours on 26 December"
          disabled={!holidayOpen}
          ampm={false}
          defaultValue={[dayjs('2025-12-26T11:00'), dayjs('2025-12-26T16:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
