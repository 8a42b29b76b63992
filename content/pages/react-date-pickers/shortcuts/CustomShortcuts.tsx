import * as React from 'react';
import type { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';
import { deliveryShortcuts, referenceDay } from './shortcutItems';

// A list of presets that shows the date each one sets and marks the one in use.
function PresetList(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { value, setValue } = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <List dense className={className} sx={{ width: 180 }} subheader={<ListSubheader>Presets</ListSubheader>}>
      {items.map(({ getValue, ...item }) => {
        const preset = getValue({ isValid });
        const active = preset === null ? value === null : value !== null && preset.isSame(value, 'day');
        return (
          <ListItemButton
            key={item.id ?? item.label}
            selected={active}
            disabled={!isValid(preset)}
            // Passing the item lets onChange and onAccept know which preset was used.
            onClick={() => setValue(preset, { changeImportance, shortcut: item })}
          >
            <ListItemText primary={item.label} secondary={preset ? preset.format('ddd D MMM') : 'Empty'} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

export default function CustomShortcuts() {
  const [lastPreset, setLastPreset] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={referenceDay.add(1, 'day')}
          onAccept={(_value, context) => setLastPreset(context.shortcut?.label ?? null)}
          slots={{ shortcuts: PresetList }}
          slotProps={{ shortcuts: { items: deliveryShortcuts } }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {lastPreset ? `Set with the "${lastPreset}" preset` : 'Set from the calendar'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
