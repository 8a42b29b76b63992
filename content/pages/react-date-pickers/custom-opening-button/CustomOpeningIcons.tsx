import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import AlarmIcon from '@mui/icons-material/Alarm';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const launch = dayjs('2025-11-12T08:45');

export default function CustomOpeningIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Release day"
          defaultValue={launch}
          slots={{ openPickerIcon: EventAvailableIcon }}
        />
        <TimePicker
          label="Reminder"
          defaultValue={launch}
          slots={{ openPickerIcon: AlarmIcon }}
          slotProps={{ openPickerIcon: { color: 'secondary' } }}
        />
        <DateTimePicker
          label="Send newsletter at"
          defaultValue={launch}
          slots={{ openPickerIcon: ScheduleSendIcon }}
          slotProps={{ openPickerIcon: { fontSize: 'small' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
