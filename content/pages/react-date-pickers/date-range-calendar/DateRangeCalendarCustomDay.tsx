import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Nightly rates of a holiday cottage: weekends and the festival cost more.
const festival = new Set(['2025-08-14', '2025-08-15', '2025-08-16']);

function nightlyRate(day: Dayjs): number {
  if (festival.has(day.format('YYYY-MM-DD'))) {
    return 180;
  }
  return day.day() === 5 || day.day() === 6 ? 130 : 95;
}

function quote([start, end]: DateRange<Dayjs>): { nights: number; total: number } | null {
  if (!start || !end) {
    return null;
  }
  let total = 0;
  for (let night = start; night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    total += nightlyRate(night);
  }
  return { nights: end.diff(start, 'day'), total };
}

export default function DateRangeCalendarCustomDay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-11'),
    dayjs('2025-08-15'),
  ]);
  const price = quote(stay);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar
          value={stay}
          onChange={setStay}
          calendars={1}
          slotProps={{
            day: (ownerState) => {
              const rate = nightlyRate(ownerState.day);
              return {
                title: `€${rate} a night`,
                // `sx` styles the cell around the day; the day button is its `day` class.
                sx:
                  rate > 95
                    ? {
                        [`& .${dateRangePickerDayClasses.day}:not(.Mui-selected)`]: {
                          fontWeight: 'bold',
                          color: rate === 180 ? 'error.main' : 'warning.main',
                        },
                      }
                    : undefined,
              };
            },
          }}
        />
        <Typography variant="body2">
          {price ? `${price.nights} nights, €${price.total} in total` : 'Choose the departure day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
