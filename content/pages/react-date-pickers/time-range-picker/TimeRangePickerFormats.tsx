import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Delivery slot (12-hour clock)"
          ampm
          defaultValue={[dayjs('2025-05-14T14:00'), dayjs('2025-05-14T16:00')]}
          timeSteps={{ minutes: 30 }}
        />
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Race time (with seconds)"
          ampm={false}
          views={['hours', 'minutes', 'seconds']}
          defaultValue={[dayjs('2025-05-14T09:00:00'), dayjs('2025-05-14T11:47:32')]}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Doors open', end: 'Doors close' }}
          ampm={false}
          defaultValue={[dayjs('2025-05-14T19:30'), dayjs('2025-05-14T23:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
