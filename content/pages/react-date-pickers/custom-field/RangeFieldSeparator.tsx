import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Conference (default separator)"
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-18')]}
          enableAccessibleFieldDOMStructure={false}
        />
        <DateRangePicker
          label="Conference"
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-18')]}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
