import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function ControlledTimeRangeField() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-14T01:00'),
    dayjs('2025-05-14T03:00'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const hasError = error[0] !== null || error[1] !== null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Maintenance window"
          ampm={false}
          value={maintenance}
          onChange={(newWindow) => setMaintenance(newWindow)}
          onError={(newError) => setError(newError)}
          maxTime={dayjs('2025-05-14T05:00')}
          helperText={
            hasError ? 'Finish before 05:00, after the start' : 'Night hours, before 05:00'
          }
        />
        <Typography variant="body2" color="text.secondary">
          Start: {maintenance[0]?.isValid() ? maintenance[0].format('HH:mm') : '—'} · End:{' '}
          {maintenance[1]?.isValid() ? maintenance[1].format('HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
