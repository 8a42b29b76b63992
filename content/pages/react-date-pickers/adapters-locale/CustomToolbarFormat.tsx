import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function CustomToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-11-21')}
          slotProps={{
            toolbar: { toolbarFormat: 'dddd, D MMMM YYYY' },
            actionBar: { actions: [] },
          }}
        />
        <StaticDatePicker
          defaultValue={null}
          referenceDate={dayjs('2025-11-01')}
          slotProps={{
            toolbar: { toolbarPlaceholder: 'No date yet' },
            actionBar: { actions: [] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
