import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { frFR as materialFrench } from '@mui/material/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

// Merge the French texts of Material UI and of the pickers into the page theme.
const frenchTheme = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...materialFrench.components, ...frFR.components },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={frenchTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <StaticDatePicker
          defaultValue={dayjs('2025-07-14')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
