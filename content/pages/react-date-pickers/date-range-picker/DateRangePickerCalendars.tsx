import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);
  const [position, setPosition] = React.useState<CalendarCount>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <div>
            <Typography variant="caption" color="text.secondary" component="p">
              calendars
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={calendars}
              onChange={(_event, next: CalendarCount | null) => {
                if (next !== null) {
                  setCalendars(next);
                  setPosition(1);
                }
              }}
            >
              <ToggleButton value={1}>1</ToggleButton>
              <ToggleButton value={2}>2</ToggleButton>
              <ToggleButton value={3}>3</ToggleButton>
            </ToggleButtonGroup>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary" component="p">
              currentMonthCalendarPosition
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={position}
              onChange={(_event, next: CalendarCount | null) => {
                if (next !== null) {
                  setPosition(next);
                }
              }}
            >
              {[1, 2, 3].map((option) => (
                <ToggleButton key={option} value={option} disabled={option > calendars}>
                  {option}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        </Stack>
        <DesktopDateRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Quarter review"
          calendars={calendars}
          currentMonthCalendarPosition={position}
          defaultValue={[dayjs('2025-05-12'), dayjs('2025-06-20')]}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
