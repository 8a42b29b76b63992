import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const deliveryDate = dayjs('2025-05-14');

export default function DayjsGermanLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 240, pt: 1 }}>
          <DateField label="Lieferdatum" defaultValue={deliveryDate} />
          <DateField
            label="Lieferdatum (ausgeschrieben)"
            defaultValue={deliveryDate}
            format="dddd, D. MMMM YYYY"
          />
        </Stack>
        <DateCalendar defaultValue={deliveryDate} />
      </Stack>
    </LocalizationProvider>
  );
}
