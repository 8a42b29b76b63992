import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { deDE } from '@mui/x-date-pickers-pro/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

const fair = [dayjs('2025-10-15T09:00'), dayjs('2025-10-19T18:00')] as const;

export default function DateTimeRangePickerLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Buchmesse"
          defaultValue={[...fair]}
        />
        <DateTimeRangePicker
          defaultValue={[...fair]}
          slots={{ field: MultiInputDateTimeRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
