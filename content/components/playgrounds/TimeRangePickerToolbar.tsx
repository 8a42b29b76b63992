import type { DialogProps } from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { TimeRangePickerToolbarProps } from '@mui/x-date-pickers-pro/TimeRangePicker';

// The picker's views in the page rather than in a modal dialog.
function InPlace({ open, children }: DialogProps) {
  return open ? <Paper variant="outlined">{children}</Paper> : null;
}

// The toolbar shows both ends of the range of the picker around it and moves between its views, so
// it is shown in an open picker on a fixed meeting, laid out in the page. It is the picker's
// default toolbar (the picker's slot types name it `Toolbar`, which the picker does not read).
export default function TimeRangePickerToolbarSample(props: Partial<TimeRangePickerToolbarProps>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileTimeRangePicker
        open
        label="Meeting"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T11:00')]}
        slots={{ dialog: InPlace }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
