import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormProps() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(null);
  const [submitted, setSubmitted] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(
      Array.from(data.entries())
        .map(([key, entry]) => `${key}=${String(entry)}`)
        .join('&'),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={handleSubmit}>
        <DatePicker
          label="Booking made on"
          name="bookedOn"
          readOnly
          defaultValue={dayjs('2025-03-02')}
        />
        <DatePicker
          label="Pick-up date"
          name="pickUp"
          value={pickUp}
          onChange={setPickUp}
          referenceDate={dayjs('2025-03-02')}
          slotProps={{ textField: { helperText: 'The counter opens at 08:00' } }}
        />
        <DatePicker
          label="Return date"
          name="return"
          disabled={pickUp === null}
          minDate={pickUp ?? undefined}
          referenceDate={pickUp ?? dayjs('2025-03-02')}
          slotProps={{
            textField: { helperText: pickUp === null ? 'Choose the pick-up date first' : ' ' },
          }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {submitted ? `Form data: ${submitted}` : 'Submit the form to see what it sends.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
