import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useForkRef from '@mui/utils/useForkRef';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

function ReadOnlyPlaceholderField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  // The format of the picker, with each token replaced by its translated placeholder.
  const placeholder = useParsedFormat();
  const value = pickerContext.value as Dayjs | null;

  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      label={pickerContext.label}
      value={value ? value.format(pickerContext.fieldFormat) : ''}
      placeholder={placeholder}
      onClick={() => pickerContext.setOpen(true)}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

const LOCALES = [
  { adapterLocale: 'en', localeText: enUS, label: 'Start date' },
  { adapterLocale: 'fr', localeText: frFR, label: 'Date de début' },
  { adapterLocale: 'de', localeText: deDE, label: 'Startdatum' },
];

export default function LocalizedPlaceholder() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {LOCALES.map(({ adapterLocale, localeText, label }) => (
        <LocalizationProvider
          key={adapterLocale}
          dateAdapter={AdapterDayjs}
          adapterLocale={adapterLocale}
          localeText={localeText.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DatePicker label={label} slots={{ field: ReadOnlyPlaceholderField }} />
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
