import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Lowercase letters, as many as the section holds: dd/mm/yyyy, hh:mm.
const placeholderText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? 'month' : 'mm',
  fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => 'y'.repeat(digitAmount),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
};

// The fields have no label: an empty field with a label hides its placeholder until it is focused.
export default function CustomFieldPlaceholder() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField helperText="Date of birth (default)" format="DD/MM/YYYY" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} localeText={placeholderText}>
        <DateField helperText="Date of birth (custom)" format="DD/MM/YYYY" />
        <DateField helperText="Month of birth (custom)" format="MMMM YYYY" />
        <TimeField helperText="Time of birth (custom)" format="HH:mm" />
      </LocalizationProvider>
    </Stack>
  );
}
