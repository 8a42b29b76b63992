import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const reading = dayjs('2025-06-12T14:08:45');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField label="12-hour (locale default)" defaultValue={reading} />
        <TimeField label="24-hour" defaultValue={reading} ampm={false} />
        <TimeField label="With seconds" defaultValue={reading} format="HH:mm:ss" />
        <TimeField label="Hour without leading zero" defaultValue={reading} format="h:mm a" shouldRespectLeadingZeros />
      </Stack>
    </LocalizationProvider>
  );
}
