import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Conference (two months shown)"
          calendars={2}
          defaultValue={[dayjs('2025-10-29T09:00'), dayjs('2025-11-02T17:00')]}
        />
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Boat hire (clock face)"
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          defaultValue={[dayjs('2025-07-12T10:00'), dayjs('2025-07-12T16:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
