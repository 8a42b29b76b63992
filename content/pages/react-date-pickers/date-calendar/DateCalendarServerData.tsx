import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { fetchLastSlots } from './clinicSchedule';

interface SlotDayProps extends PickersDayProps {
  slotsLeft?: Record<string, number>;
}

function SlotDay(props: SlotDayProps) {
  const { slotsLeft = {}, day, outsideCurrentMonth, ...other } = props;
  const count = outsideCurrentMonth ? undefined : slotsLeft[day.format('YYYY-MM-DD')];

  return (
    <Badge
      overlap="circular"
      color="warning"
      badgeContent={count}
      invisible={count === undefined}
      sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16 } }}
    >
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const initialMonth = dayjs('2025-10-01');

export default function DateCalendarServerData() {
  const [loading, setLoading] = React.useState(true);
  const [slotsLeft, setSlotsLeft] = React.useState<Record<string, number>>({});
  const requestRef = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setLoading(true);
    fetchLastSlots(month.format('YYYY-MM'), controller.signal)
      .then((result) => {
        setSlotsLeft(result);
        setLoading(false);
      })
      .catch(() => {
        // Aborted because the user moved to another month.
      });
  }, []);

  React.useEffect(() => {
    load(initialMonth);
    return () => requestRef.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={initialMonth}
        loading={loading}
        onMonthChange={load}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: SlotDay }}
        slotProps={{ day: { slotsLeft } as SlotDayProps }}
      />
    </LocalizationProvider>
  );
}
