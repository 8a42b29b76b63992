import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

function ArrowSeparator() {
  return (
    <ArrowForwardIcon
      sx={{
        alignSelf: 'center',
        color: 'text.secondary',
        // Point from the start to the end in right-to-left layouts too.
        '[dir="rtl"] &': { transform: 'scaleX(-1)' },
      }}
    />
  );
}

function ArrowRangeField(props: DateRangePickerFieldProps) {
  return <MultiInputDateRangeField {...props} slots={{ separator: ArrowSeparator }} />;
}

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
          defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-10')]}
        />
        <DateRangePicker slots={{ field: ArrowRangeField }} defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-10')]} />
      </Stack>
    </LocalizationProvider>
  );
}
