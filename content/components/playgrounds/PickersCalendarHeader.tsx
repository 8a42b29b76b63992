import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersCalendarHeader,
  type PickersCalendarHeaderProps,
} from '@mui/x-date-pickers/PickersCalendarHeader';
import type { DateView } from '@mui/x-date-pickers/models';

// The header a calendar draws above its days: the month shown (April 2025 at first, a fixed month
// so the server and the browser agree), arrows to the neighbouring months and the button that
// switches to the years, each kept in the sample's state as a calendar would.
export default function PickersCalendarHeaderSample(props: Partial<PickersCalendarHeaderProps>) {
  const [month, setMonth] = React.useState(() => dayjs('2025-04-01'));
  const [view, setView] = React.useState<DateView>('day');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <PickersCalendarHeader
        currentMonth={month}
        onMonthChange={setMonth}
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
