import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimeTabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-06-20T19:30')}
        ampm={false}
        slotProps={{
          toolbar: { hidden: true },
          tabs: {
            dateIcon: <EventIcon />,
            timeIcon: <ScheduleIcon />,
            sx: { bgcolor: 'action.hover' },
          },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
