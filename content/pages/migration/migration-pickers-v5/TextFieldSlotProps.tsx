import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function TextFieldSlotProps() {
  // v6+: the value is a date object of the adapter's library, not a string.
  const [shipDate, setShipDate] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Ship date"
        value={shipDate}
        onChange={setShipDate}
        // Was `inputFormat` in v5.
        format="DD/MM/YYYY"
        shouldDisableDate={isWeekend}
        // Was `renderInput={(params) => <TextField {...params} helperText="…" />}` in v5.
        slotProps={{ textField: { helperText: 'Weekdays only' } }}
      />
    </LocalizationProvider>
  );
}
