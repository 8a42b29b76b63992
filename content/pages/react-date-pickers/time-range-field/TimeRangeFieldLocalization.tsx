import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { nlNL } from '@mui/x-date-pickers-pro/locales';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const dutchTexts = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

// Opening hours of a bakery on a Saturday.
const saturday: DateRange<Dayjs> = [dayjs('2025-06-14T07:30'), dayjs('2025-06-14T17:00')];

export default function TimeRangeFieldLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={dutchTexts}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Openingstijden zaterdag"
          clearable
          defaultValue={saturday}
        />
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Openingstijden zondag"
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
