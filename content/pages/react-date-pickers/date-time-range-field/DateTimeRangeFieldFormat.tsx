import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const trainJourney: DateRange<Dayjs> = [dayjs('2025-12-20T07:12'), dayjs('2025-12-20T13:48')];

export default function DateTimeRangeFieldFormat() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <SingleInputDateTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Default (English)"
          defaultValue={trainJourney}
        />
        <SingleInputDateTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Custom format"
          format="ddd D MMM, HH:mm"
          dateSeparator="→"
          defaultValue={trainJourney}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <SingleInputDateTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="German locale"
          defaultValue={trainJourney}
        />
      </LocalizationProvider>
    </Stack>
  );
}
