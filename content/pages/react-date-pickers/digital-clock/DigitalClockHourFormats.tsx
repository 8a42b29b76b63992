import 'dayjs/locale/fr';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { maxHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1 };
const departure = dayjs('2025-07-04T19:30');

export default function DigitalClockHourFormats() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div>
          <Typography variant="body2" gutterBottom>
            English (US), default
          </Typography>
          <DigitalClock defaultValue={departure} sx={{ ...frame, width: 140 }} />
        </div>
        <div>
          <Typography variant="body2" gutterBottom>
            English (US), ampm=false
          </Typography>
          <DigitalClock defaultValue={departure} ampm={false} sx={{ ...frame, width: 140 }} />
        </div>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <div>
          <Typography variant="body2" gutterBottom>
            French, default
          </Typography>
          <MultiSectionDigitalClock defaultValue={departure} sx={{ ...frame, width: 'fit-content' }} />
        </div>
      </LocalizationProvider>
    </Stack>
  );
}
