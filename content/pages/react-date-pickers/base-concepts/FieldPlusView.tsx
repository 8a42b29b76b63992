import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const invoiceDate = dayjs('2025-03-18');

export default function FieldPlusView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={3} sx={{ minWidth: 240 }}>
          <div>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              Field
            </Typography>
            <DateField label="Invoice date" defaultValue={invoiceDate} />
          </div>
          <div>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              Picker = field + view
            </Typography>
            <DatePicker label="Invoice date" defaultValue={invoiceDate} />
          </div>
        </Stack>
        <div>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            View
          </Typography>
          <DateCalendar defaultValue={invoiceDate} sx={{ marginInline: 0 }} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
