import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const screening: DateRange<Dayjs> = [dayjs('2025-05-14T20:15'), dayjs('2025-05-14T22:40')];

export default function TimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="24-hour clock"
          ampm={false}
          defaultValue={screening}
        />
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="12-hour clock"
          ampm
          defaultValue={screening}
        />
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Custom format"
          format="HH[h]mm"
          dateSeparator="→"
          formatDensity="spacious"
          defaultValue={screening}
        />
      </Stack>
    </LocalizationProvider>
  );
}
