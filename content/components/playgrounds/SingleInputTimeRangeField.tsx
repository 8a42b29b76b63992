import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  SingleInputTimeRangeField,
  type SingleInputTimeRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

// Range fields read and format dates through the localization context; this one starts on a fixed
// range, so the server and the browser show the same sections. The field chooses its DOM structure
// and builds its sections when it mounts (a new value or format rebuilds them, a new
// `formatDensity` or `shouldRespectLeadingZeros` does not): a change of those knobs mounts a new
// field.
export default function SingleInputTimeRangeFieldSample(
  props: Partial<SingleInputTimeRangeFieldProps>,
) {
  const { enableAccessibleFieldDOMStructure, formatDensity, shouldRespectLeadingZeros } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        key={`${enableAccessibleFieldDOMStructure}-${formatDensity}-${shouldRespectLeadingZeros}`}
        label="Meeting"
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T11:00')]}
        {...props}
      />
    </LocalizationProvider>
  );
}
