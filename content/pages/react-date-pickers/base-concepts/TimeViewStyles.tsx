import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const pickUp = dayjs('2025-05-22T16:30');

export default function TimeViewStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box>
          <Typography variant="subtitle2">DigitalClock</Typography>
          <DigitalClock defaultValue={pickUp} timeStep={30} sx={{ height: 280 }} />
        </Box>
        <Box>
          <Typography variant="subtitle2">MultiSectionDigitalClock</Typography>
          <MultiSectionDigitalClock defaultValue={pickUp} timeSteps={{ minutes: 5 }} />
        </Box>
        <Box>
          <Typography variant="subtitle2">TimeClock</Typography>
          <TimeClock defaultValue={pickUp} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
