import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import { deliveryShortcuts, referenceDay } from './shortcutItems';

function show(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD') : 'null';
}

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [log, setLog] = React.useState<string[]>([]);

  const append = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 6));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 240 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={importance}
            onChange={(_event, next: PickerChangeImportance | null) => {
              if (next !== null) {
                setImportance(next);
                setLog([]);
              }
            }}
          >
            <ToggleButton value="accept">accept</ToggleButton>
            <ToggleButton value="set">set</ToggleButton>
          </ToggleButtonGroup>
          <DesktopDatePicker
            label="Delivery date"
            defaultValue={referenceDay.add(2, 'day')}
            onChange={(value, context) =>
              append(`onChange ${show(value)} (${context.shortcut?.label ?? 'calendar or field'})`)
            }
            onAccept={(value, context) =>
              append(`onAccept ${show(value)} (${context.shortcut?.label ?? 'calendar or field'})`)
            }
            slotProps={{
              shortcuts: { items: deliveryShortcuts, changeImportance: importance },
            }}
          />
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">Calls, newest first</Typography>
          {log.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Open the picker and click a shortcut.
            </Typography>
          )}
          {log.map((entry, index) => (
            <Typography
              key={log.length - index}
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {entry}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
