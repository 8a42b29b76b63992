import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Switch on the width of the window instead of the kind of pointer.
const desktopQuery = '@media (min-width: 720px)';

export default function ResponsiveMediaQuery() {
  // Only used to print which variant the picker renders.
  const isDesktop = useMediaQuery(desktopQuery.replace('@media ', ''));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2025-07-04')}
          desktopModeMediaQuery={desktopQuery}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The window is {isDesktop ? 'at least' : 'less than'} 720 px wide: the picker renders
          its {isDesktop ? 'desktop' : 'mobile'} variant. Resize the window to switch.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
