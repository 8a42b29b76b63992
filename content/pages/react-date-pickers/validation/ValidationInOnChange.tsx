import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

export default function ValidationInOnChange() {
  // The last date that passed validation: what the application would save.
  const [saved, setSaved] = React.useState<Dayjs>(dayjs('2025-03-14'));
  const [rejected, setRejected] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Inspection day"
          defaultValue={saved}
          shouldDisableDate={isWeekend}
          minDate={dayjs('2025-03-03')}
          maxDate={dayjs('2025-04-30')}
          onChange={(newValue, context) => {
            if (newValue !== null && context.validationError === null) {
              setSaved(newValue);
              setRejected(null);
            } else {
              setRejected(context.validationError ?? 'empty');
            }
          }}
        />
        <Typography variant="body2" role="status">
          Saved: {saved.format('dddd D MMMM YYYY')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {rejected ? `Last change not saved (${rejected})` : 'Every change so far was saved'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
