import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const frame = { maxHeight: 260, width: 150, border: 1, borderColor: 'divider', borderRadius: 1 };
const day = '2025-02-14';

// The tennis court is booked by a club every evening between 18:00 and 19:59.
function isClubSession(value: Dayjs): boolean {
  return value.hour() === 18 || value.hour() === 19;
}

export default function DigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <div>
          <Typography variant="body2" gutterBottom>
            Every 45 minutes
          </Typography>
          <DigitalClock timeStep={45} ampm={false} defaultValue={dayjs(`${day}T09:45`)} sx={frame} />
        </div>
        <div>
          <Typography variant="body2" gutterBottom>
            Disabled slots shown
          </Typography>
          <DigitalClock
            timeStep={60}
            ampm={false}
            minTime={dayjs(`${day}T08:00`)}
            maxTime={dayjs(`${day}T22:00`)}
            shouldDisableTime={isClubSession}
            defaultValue={dayjs(`${day}T17:00`)}
            sx={frame}
          />
        </div>
        <div>
          <Typography variant="body2" gutterBottom>
            Disabled slots skipped
          </Typography>
          <DigitalClock
            timeStep={60}
            ampm={false}
            skipDisabled
            minTime={dayjs(`${day}T08:00`)}
            maxTime={dayjs(`${day}T22:00`)}
            shouldDisableTime={isClubSession}
            defaultValue={dayjs(`${day}T17:00`)}
            sx={frame}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
