import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// A library loan: the borrowing date is on record, and a reserved book cannot be renewed.
// The recorded date is shown as `value`, with no `onChange` to update it.
const borrowedOn = dayjs('2025-04-07');

export default function DisabledReadOnlyDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Borrowed on"
          name="borrowedOn"
          value={borrowedOn}
          helperText="Read-only: from the loan record"
          clearable
          readOnly
        />
        <DateField
          label="Renew until"
          name="renewUntil"
          defaultValue={dayjs('2025-05-19')}
          helperText="Disabled: reserved by another reader"
          clearable
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
