import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerFormProps() {
  const [editing, setEditing] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <FormControlLabel
          control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
          label="Edit the incident report"
        />
        <DateTimePicker
          label="Outage started"
          name="startedAt"
          readOnly={!editing}
          defaultValue={dayjs('2025-02-11T03:12')}
        />
        <DateTimePicker
          label="Service restored"
          name="restoredAt"
          readOnly={!editing}
          defaultValue={dayjs('2025-02-11T05:47')}
          slotProps={{ textField: { helperText: editing ? 'Local time of the data centre' : ' ' } }}
        />
        <DateTimePicker
          label="Report closed"
          name="closedAt"
          disabled
          defaultValue={dayjs('2025-02-12T10:00')}
          slotProps={{ textField: { helperText: 'Set by the reviewer' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
