import type { DialogProps } from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import {
  DateTimeRangePickerToolbar,
  type DateTimeRangePickerToolbarProps,
} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// The picker's views in the page rather than in a modal dialog.
function InPlace({ open, children }: DialogProps) {
  return open ? <Paper variant="outlined">{children}</Paper> : null;
}

// The toolbar shows both ends of the range of the picker around it and moves between its views, so
// it is shown in an open picker on a fixed rental, laid out in the page.
export default function DateTimeRangePickerToolbarSample(
  props: Partial<DateTimeRangePickerToolbarProps>,
) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimeRangePicker
        open
        label="Rental"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-21T18:00')]}
        slots={{ dialog: InPlace, toolbar: DateTimeRangePickerToolbar }}
        slotProps={{ toolbar: props }}
      />
    </LocalizationProvider>
  );
}
