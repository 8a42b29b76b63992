import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 };

export default function MultiSectionDigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <MultiSectionDigitalClock
          ampm={false}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ hours: 1, minutes: 1, seconds: 10 }}
          defaultValue={dayjs('2025-02-14T00:42:30')}
          sx={frame}
        />
        <MultiSectionDigitalClock
          timeSteps={{ minutes: 15 }}
          minTime={dayjs('2025-02-14T09:00')}
          maxTime={dayjs('2025-02-14T17:00')}
          skipDisabled
          defaultValue={dayjs('2025-02-14T10:15')}
          sx={frame}
        />
      </Stack>
    </LocalizationProvider>
  );
}
