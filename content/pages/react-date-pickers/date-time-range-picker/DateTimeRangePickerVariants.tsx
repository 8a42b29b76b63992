import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const carRental: DateRange<Dayjs> = [dayjs('2025-08-04T10:00'), dayjs('2025-08-08T16:00')];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        <DesktopDateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Desktop: calendar and columns"
          defaultValue={carRental}
        />
        <MobileDateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Mobile: dialog with tabs"
          defaultValue={carRental}
        />
      </Stack>
    </LocalizationProvider>
  );
}
