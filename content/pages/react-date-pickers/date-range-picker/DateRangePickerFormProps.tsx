import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerFormProps() {
  const [readOnly, setReadOnly] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Array.from(data.entries()).map(([key, entry]) => `${key}=${String(entry)}`);
    setSubmitted(fields.length > 0 ? fields.join('&') : 'no field');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 340 }} onSubmit={handleSubmit}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="Read-only"
          />
          <FormControlLabel
            control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label="Disabled"
          />
        </Stack>
        <DateRangePicker
          enableAccessibleFieldDOMStructure={false}
          label="Stay"
          name="stay"
          readOnly={readOnly}
          disabled={disabled}
          defaultValue={[dayjs('2025-07-11'), dayjs('2025-07-18')]}
          slotProps={{ textField: { helperText: 'Check-in and check-out dates' } }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {submitted === null ? 'Submit the form to see what it sends.' : `Form data: ${submitted}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
