import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ComponentLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-05')}
        localeText={{
          toolbarTitle: 'Delivery day',
          cancelButtonLabel: 'Keep current day',
          okButtonLabel: 'Confirm delivery',
        }}
      />
    </LocalizationProvider>
  );
}
