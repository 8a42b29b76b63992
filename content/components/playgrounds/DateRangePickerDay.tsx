import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePickerDay,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

// One week of a range calendar, Sunday 13 to Saturday 19 April 2025 (fixed days, so the server and
// the browser agree), with a stay from Tuesday 15 to Friday 18 selected. The knobs apply to
// Thursday 17.
const week = Array.from({ length: 7 }, (_, i) => dayjs('2025-04-13').add(i, 'day'));
const start = 15;
const last = 18;
const ignore = () => {};

export default function DateRangePickerDaySample(props: Partial<DateRangePickerDayProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" role="row">
        {week.map((day, i) => {
          const date = day.date();
          const isEnd = date === start || date === last;
          return (
            <DateRangePickerDay
              key={date}
              day={day}
              onDaySelect={ignore}
              selected={isEnd}
              isVisuallySelected={isEnd}
              isHighlighting={date >= start && date <= last}
              isStartOfHighlighting={date === start}
              isEndOfHighlighting={date === last}
              isPreviewing={false}
              isStartOfPreviewing={false}
              isEndOfPreviewing={false}
              outsideCurrentMonth={false}
              isFirstVisibleCell={i === 0}
              isLastVisibleCell={i === week.length - 1}
              {...(date === 17 ? props : {})}
            />
          );
        })}
      </Stack>
    </LocalizationProvider>
  );
}
