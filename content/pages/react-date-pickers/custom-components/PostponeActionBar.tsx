import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Shifts offered by the action bar of a task's due date.
const postpones = [
  { label: '+1 day', amount: 1, unit: 'day' },
  { label: '+1 week', amount: 1, unit: 'week' },
  { label: '+1 month', amount: 1, unit: 'month' },
] as const;

function PostponeActionBar(props: PickersActionBarProps) {
  // `actions` is not used: this bar has its own buttons.
  const { actions, ...other } = props;
  const { value, setValue, acceptValueChanges } = usePickerContext();
  const due = value as Dayjs | null;

  return (
    <DialogActions {...other} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {postpones.map((postpone) => (
        <Button
          key={postpone.label}
          size="small"
          variant="outlined"
          disabled={!due?.isValid()}
          // 'set' updates the pending value and keeps the picker open.
          onClick={() => setValue(due!.add(postpone.amount, postpone.unit), { changeImportance: 'set' })}
        >
          {postpone.label}
        </Button>
      ))}
      <Button variant="contained" size="small" onClick={acceptValueChanges} sx={{ marginInlineStart: 'auto' }}>
        Save
      </Button>
    </DialogActions>
  );
}

export default function PostponeActionBarDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-08')}
        slots={{ actionBar: PostponeActionBar }}
        slotProps={{ toolbar: { toolbarFormat: 'ddd D MMMM' } }}
      />
    </LocalizationProvider>
  );
}
