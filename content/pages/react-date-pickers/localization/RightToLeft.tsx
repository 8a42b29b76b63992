import dayjs from 'dayjs';
import 'dayjs/locale/he';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { heIL as materialHebrew } from '@mui/material/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';

// Right to left, with the Hebrew texts of Material UI and of the pickers.
const rtlHebrew = (outer: Theme): Theme => ({
  ...outer,
  direction: 'rtl',
  components: { ...outer.components, ...materialHebrew.components, ...heIL.components },
});

const appointment = dayjs('2025-09-17');

export default function RightToLeft() {
  return (
    <ThemeProvider theme={rtlHebrew}>
      <Box dir="rtl" lang="he">
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <DatePicker label="מועד התור" defaultValue={appointment} sx={{ width: 240, mt: 1 }} />
            <DateCalendar defaultValue={appointment} />
          </Stack>
        </LocalizationProvider>
      </Box>
    </ThemeProvider>
  );
}
