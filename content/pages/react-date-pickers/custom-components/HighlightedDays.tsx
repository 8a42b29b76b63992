import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days with a scheduled delivery, as YYYY-MM-DD keys for fast lookups.
const deliveries = new Set(['2025-10-03', '2025-10-09', '2025-10-16', '2025-10-24', '2025-11-05']);

function DeliveryDay(props: PickersDayProps) {
  const day = props.day as Dayjs;
  const hasDelivery = !props.outsideCurrentMonth && deliveries.has(day.format('YYYY-MM-DD'));

  return (
    <Badge
      overlap="circular"
      color="secondary"
      variant="dot"
      invisible={!hasDelivery}
    >
      <PickersDay {...props} aria-label={hasDelivery ? `${day.format('D MMMM')}, delivery scheduled` : undefined} />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2025-10-09')} slots={{ day: DeliveryDay }} />
    </LocalizationProvider>
  );
}
