import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const pickup = dayjs('2025-08-19');

// The same icons for the field and for the calendar header.
const icons = {
  openPickerIcon: EventNoteIcon,
  switchViewIcon: ExpandMoreIcon,
  leftArrowIcon: ArrowBackIcon,
  rightArrowIcon: ArrowForwardIcon,
};

export default function CustomIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Pickup date" defaultValue={pickup} slots={icons} sx={{ width: 240, mt: 1 }} />
        <DateCalendar defaultValue={pickup} slots={icons} />
      </Stack>
    </LocalizationProvider>
  );
}
