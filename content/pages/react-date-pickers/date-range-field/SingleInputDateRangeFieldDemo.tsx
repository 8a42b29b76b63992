import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputDateRangeFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Campaign period"
        />
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Spring sale"
          defaultValue={[dayjs('2025-03-20'), dayjs('2025-04-06')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
