import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  PickersRangeCalendarHeader,
  type PickersRangeCalendarHeaderProps,
} from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';
import type { DateView } from '@mui/x-date-pickers/models';

// The header of one month of a range calendar showing several: the first month shown is April 2025
// (a fixed month, so the server and the browser agree), and this header's month is the
// `monthIndex`-th after it. Only the first header has the arrow back, only the last the arrow on.
export default function PickersRangeCalendarHeaderSample(
  props: Partial<PickersRangeCalendarHeaderProps>,
) {
  const [first, setFirst] = React.useState(() => dayjs('2025-04-01'));
  const [view, setView] = React.useState<DateView>('day');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <PickersRangeCalendarHeader
        calendars={2}
        monthIndex={0}
        month={first.add(props.monthIndex ?? 0, 'month')}
        currentMonth={first}
        onMonthChange={setFirst}
        views={['year', 'day']}
        view={view}
        onViewChange={setView}
        minDate={dayjs('1900-01-01')}
        maxDate={dayjs('2099-12-31')}
        timezone="default"
        reduceAnimations={false}
        {...props}
      />
    </LocalizationProvider>
  );
}
