import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { esES } from '@mui/x-date-pickers-pro/locales';

const spanishTexts = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  // Not translated in esES: without it, the calendar button is labelled in English.
  openRangePickerDialogue: (formattedRange: string | null) =>
    formattedRange ? `Elegir rango, rango seleccionado: ${formattedRange}` : 'Elegir rango',
};

// Summer holiday, up to the 15 August bank holiday.
const holiday = [dayjs('2025-08-04'), dayjs('2025-08-15')] as const;

export default function DateRangePickerLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        <DateRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Vacaciones"
          defaultValue={[...holiday]}
        />
        <MobileDateRangePicker
          defaultValue={[...holiday]}
          slots={{ field: MultiInputDateRangeField }}
          // The toolbar's default format, MMM D, puts the month first in every locale.
          slotProps={{ toolbar: { toolbarFormat: 'D MMM' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
