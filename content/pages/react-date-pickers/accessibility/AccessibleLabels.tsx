import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

const announcements: PickersInputLocaleText = {
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Change the shipping date, now ${formattedDate}` : 'Choose a shipping date',
  day: 'Day of shipping',
  month: 'Month of shipping',
  year: 'Year of shipping',
};

export default function AccessibleLabels() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-22'));
  const formatted = value?.isValid() ? value.format('MMM D, YYYY') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={announcements}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Shipping date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slotProps={{ textField: { helperText: 'Orders ship on weekdays only', required: true } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Opening button label: “{announcements.openDatePickerDialogue?.(formatted)}”
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
