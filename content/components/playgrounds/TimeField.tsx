import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField, type TimeFieldProps } from '@mui/x-date-pickers/TimeField';

// Fields read and format dates through the localization context; this one starts on a fixed value,
// so the server and the browser show the same sections. The field chooses its DOM structure and
// builds its sections when it mounts (a new value or format rebuilds them, a new `formatDensity` or
// `shouldRespectLeadingZeros` does not): a change of those knobs mounts a new field.
export default function TimeFieldSample(props: Partial<TimeFieldProps>) {
  const { enableAccessibleFieldDOMStructure, formatDensity, shouldRespectLeadingZeros } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        key={`${enableAccessibleFieldDOMStructure}-${formatDensity}-${shouldRespectLeadingZeros}`}
        label="Check-in"
        defaultValue={dayjs('2025-04-17T09:30')}
        {...props}
      />
    </LocalizationProvider>
  );
}
