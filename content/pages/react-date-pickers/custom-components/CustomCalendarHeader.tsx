import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// A header that moves by month or by year, for dates far from today.
function YearAndMonthHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId, className } = props;
  const month = currentMonth as Dayjs;
  const isRtl = useTheme().direction === 'rtl';
  // "Previous" points to the start of the line: to the right in right-to-left layouts.
  const [Back, Forward] = isRtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const [FastBack, FastForward] = isRtl
    ? [KeyboardDoubleArrowRight, KeyboardDoubleArrowLeft]
    : [KeyboardDoubleArrowLeft, KeyboardDoubleArrowRight];

  return (
    <Stack direction="row" className={className} sx={{ alignItems: 'center', px: 1, py: 1 }}>
      <IconButton aria-label="Previous year" onClick={() => onMonthChange(month.subtract(1, 'year'))}>
        <FastBack />
      </IconButton>
      <IconButton aria-label="Previous month" onClick={() => onMonthChange(month.subtract(1, 'month'))}>
        <Back />
      </IconButton>
      {/* The calendar grid is labelled by this element. */}
      <Typography id={labelId} variant="subtitle1" sx={{ flex: 1, textAlign: 'center' }}>
        {month.format('MMMM YYYY')}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onMonthChange(month.add(1, 'month'))}>
        <Forward />
      </IconButton>
      <IconButton aria-label="Next year" onClick={() => onMonthChange(month.add(1, 'year'))}>
        <FastForward />
      </IconButton>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-11-03')}
        views={['day']}
        slots={{ calendarHeader: YearAndMonthHeader }}
      />
    </LocalizationProvider>
  );
}
