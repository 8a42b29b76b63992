import type { DialogProps } from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import {
  TimeRangePickerTabs,
  type ExportedTimeRangePickerTabsProps,
} from '@mui/x-date-pickers-pro/TimeRangePicker';

// The picker's views in the page rather than in a modal dialog.
function InPlace({ open, children }: DialogProps) {
  return open ? <Paper variant="outlined">{children}</Paper> : null;
}

// The tabs switch between the start and the end of the range of the picker around them, so they are
// shown in an open picker on a fixed meeting, laid out in the page. They are shown unless the knob
// hides them (their own default depends on the window's height, which the server does not have).
export default function TimeRangePickerTabsSample(
  props: Partial<ExportedTimeRangePickerTabsProps>,
) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileTimeRangePicker
        open
        label="Meeting"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T11:00')]}
        slots={{ dialog: InPlace, tabs: TimeRangePickerTabs }}
        slotProps={{ tabs: { hidden: false, ...props } }}
      />
    </LocalizationProvider>
  );
}
