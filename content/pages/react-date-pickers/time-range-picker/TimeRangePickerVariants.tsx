import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const shopHours: DateRange<Dayjs> = [dayjs('2025-06-02T09:00'), dayjs('2025-06-02T17:30')];

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Desktop: columns in a popover"
          defaultValue={shopHours}
        />
        <MobileTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Mobile: columns in a dialog"
          defaultValue={shopHours}
        />
      </Stack>
    </LocalizationProvider>
  );
}
