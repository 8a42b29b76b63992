import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const invoiceDate = dayjs('2025-03-07');

export default function CustomDateFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{
        // the default field format of every date picker below
        keyboardDate: 'YYYY-MM-DD',
        // the month name shown in the calendar header
        month: 'MMM',
        // the date shown in the toolbar of the static picker
        normalDateWithWeekday: 'ddd D MMM',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Invoice date" defaultValue={invoiceDate} sx={{ width: 220 }} />
        <StaticDatePicker defaultValue={invoiceDate} slotProps={{ actionBar: { actions: [] } }} />
      </Stack>
    </LocalizationProvider>
  );
}
