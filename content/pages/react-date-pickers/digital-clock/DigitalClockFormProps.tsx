import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// A confirmed check-in time, shown but no longer editable.
const checkIn = dayjs('2025-08-02T15:00');

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">readOnly</Typography>
          <DigitalClock defaultValue={checkIn} ampm={false} readOnly />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">disabled</Typography>
          <DigitalClock defaultValue={checkIn} ampm={false} disabled />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">readOnly, multi-section</Typography>
          <MultiSectionDigitalClock defaultValue={checkIn} ampm={false} readOnly />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
