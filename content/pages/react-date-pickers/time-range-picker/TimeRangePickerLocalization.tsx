import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { frFR } from '@mui/x-date-pickers-pro/locales';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

const museumHours: DateRange<Dayjs> = [dayjs('2025-06-21T10:00'), dayjs('2025-06-21T20:30')];

export default function TimeRangePickerLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <TimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Horaires du musée"
          defaultValue={museumHours}
        />
        <TimeRangePicker defaultValue={museumHours} slots={{ field: MultiInputTimeRangeField }} />
      </Stack>
    </LocalizationProvider>
  );
}
