import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const conference: DateRange<Dayjs> = [dayjs('2025-09-22'), dayjs('2025-09-26')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DesktopDateRangePicker
            enableAccessibleFieldDOMStructure={false}
            label="Desktop"
            defaultValue={conference}
          />
          <MobileDateRangePicker
            enableAccessibleFieldDOMStructure={false}
            label="Mobile"
            defaultValue={conference}
          />
        </Stack>
        <StaticDateRangePicker defaultValue={conference} calendars={1} />
      </Stack>
    </LocalizationProvider>
  );
}
