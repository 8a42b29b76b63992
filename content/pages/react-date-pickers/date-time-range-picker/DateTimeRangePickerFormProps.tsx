import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// A car rental: the pick-up is confirmed, the return is editable once the driver is known.
const rental = [dayjs('2025-07-04T09:00'), dayjs('2025-07-11T18:00')] as const;

export default function DateTimeRangePickerFormProps() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <DateTimeRangePicker
            enableAccessibleFieldDOMStructure={false}
            label="Confirmed booking (readOnly)"
            name="booking"
            defaultValue={[...rental]}
            ampm={false}
            readOnly
          />
          <DateTimeRangePicker
            enableAccessibleFieldDOMStructure={false}
            label="Previous booking (disabled)"
            name="previous"
            defaultValue={[rental[0].subtract(1, 'month'), rental[1].subtract(1, 'month')]}
            ampm={false}
            disabled
          />
          <DateTimeRangePicker
            enableAccessibleFieldDOMStructure={false}
            label="Extension"
            name="extension"
            defaultValue={[rental[1], rental[1].add(2, 'day')]}
            ampm={false}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Submit
          </Button>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {submitted ?? 'Submit the form to see its data.'}
          </Typography>
        </Stack>
      </form>
    </LocalizationProvider>
  );
}
