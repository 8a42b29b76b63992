import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Lower-case placeholders, and a letter placeholder for month names.
const placeholders: PickersInputLocaleText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? 'month' : 'mm'),
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
  fieldHoursPlaceholder: () => '--',
  fieldMinutesPlaceholder: () => '--',
};

export default function CustomPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={placeholders}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Date of birth" format="DD/MM/YYYY" />
        <DateField label="Policy start" format="D MMMM YYYY" />
        <TimeField label="Preferred call time" format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
