import dayjs, { type Dayjs } from 'dayjs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// Delivery dates imported from a supplier's spreadsheet.
const imported = [
  { order: 'PO-2041', delivery: '2025-04-14' },
  { order: 'PO-2042', delivery: '2025-04-20' },
  { order: 'PO-2043', delivery: '2025-03-28' },
  { order: 'PO-2044', delivery: '2025-04-31' },
  { order: 'PO-2045', delivery: '2025-05-09' },
];

// The same rules a Date Picker of this form would receive.
const rules = {
  minDate: dayjs('2025-04-01'),
  maxDate: dayjs('2025-06-30'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: Dayjs) => day.day() === 0, // no deliveries on Sundays
};

// Day.js rolls 31 April over to 1 May, so parse strictly.
function parse(text: string): Dayjs {
  const date = dayjs(text);
  return date.format('YYYY-MM-DD') === text ? date : dayjs(NaN);
}

function DeliveryRow({ order, delivery }: { order: string; delivery: string }) {
  const { validationError } = useValidation({
    value: parse(delivery),
    timezone: 'default',
    validator: validateDate,
    props: rules,
  });

  return (
    <TableRow>
      <TableCell>{order}</TableCell>
      <TableCell>{delivery}</TableCell>
      <TableCell sx={{ color: validationError ? 'error.main' : 'success.main' }}>
        {validationError ?? 'valid'}
      </TableCell>
    </TableRow>
  );
}

export default function UseValidationHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Table size="small" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Delivery</TableCell>
            <TableCell>validationError</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imported.map((row) => (
            <DeliveryRow key={row.order} {...row} />
          ))}
        </TableBody>
      </Table>
    </LocalizationProvider>
  );
}
