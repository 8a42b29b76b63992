import type { DialogProps } from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import {
  DateTimeRangePickerTabs,
  type ExportedDateTimeRangePickerTabsProps,
} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// The picker's views in the page rather than in a modal dialog.
function InPlace({ open, children }: DialogProps) {
  return open ? <Paper variant="outlined">{children}</Paper> : null;
}

// The tabs step through the dates and times of both ends of the range of the picker around them, so
// they are shown in an open picker on a fixed rental, laid out in the page. They are shown unless
// the knob hides them (their own default depends on the window's height, which the server does not
// have).
export default function DateTimeRangePickerTabsSample(
  props: Partial<ExportedDateTimeRangePickerTabsProps>,
) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimeRangePicker
        open
        label="Rental"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-21T18:00')]}
        slots={{ dialog: InPlace, tabs: DateTimeRangePickerTabs }}
        slotProps={{ tabs: { hidden: false, ...props } }}
      />
    </LocalizationProvider>
  );
}
