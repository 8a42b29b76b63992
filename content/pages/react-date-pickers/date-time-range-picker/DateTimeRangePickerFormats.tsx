import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Webinar (quarter hours, 24-hour clock)"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2025-10-08T15:00'), dayjs('2025-10-08T16:30')]}
        />
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Parking (whole hours)"
          views={['day', 'hours']}
          defaultValue={[dayjs('2025-10-10T07:00'), dayjs('2025-10-12T19:00')]}
        />
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          ampm={false}
          defaultValue={[dayjs('2025-10-17T15:00'), dayjs('2025-10-19T11:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
