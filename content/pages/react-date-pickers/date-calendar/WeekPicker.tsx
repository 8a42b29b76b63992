import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekDayProps extends PickersDayProps {
  selectedDay?: Dayjs | null;
  hoveredDay?: Dayjs | null;
}

function WeekDay(props: WeekDayProps) {
  const { selectedDay = null, hoveredDay = null, day, ...other } = props;
  const inSelectedWeek = selectedDay !== null && day.isSame(selectedDay, 'week');
  const inHoveredWeek = hoveredDay !== null && day.isSame(hoveredDay, 'week');
  const isFirst = day.isSame(day.startOf('week'), 'day');
  const isLast = day.isSame(day.endOf('week'), 'day');

  return (
    <PickersDay
      {...other}
      day={day}
      selected={false}
      sx={[
        { width: 40, mx: 0, borderRadius: 0 },
        isFirst && { borderStartStartRadius: '50%', borderEndStartRadius: '50%' },
        isLast && { borderStartEndRadius: '50%', borderEndEndRadius: '50%' },
        inHoveredWeek && !inSelectedWeek && { bgcolor: 'action.hover' },
        inSelectedWeek && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover, &:focus': { bgcolor: 'primary.dark' },
        },
      ]}
    />
  );
}

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-19'));
  const [hoveredDay, setHoveredDay] = React.useState<Dayjs | null>(null);
  const start = value?.startOf('week');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: WeekDay }}
          slotProps={{
            day: (ownerState) =>
              ({
                selectedDay: value,
                hoveredDay,
                onPointerEnter: () => setHoveredDay(ownerState.day),
                onPointerLeave: () => setHoveredDay(null),
              }) as Partial<WeekDayProps>,
          }}
        />
        <Typography variant="body2">
          {start
            ? `Timesheet for ${start.format('D MMM')} to ${start.add(6, 'day').format('D MMM YYYY')}`
            : 'Choose a week'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
