import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

function ReportActionBar(props: PickersActionBarProps) {
  const { actions, ...other } = props;
  const { clearValue, cancelValueChanges, acceptValueChanges } = usePickerActionsContext();
  const translations = usePickerTranslations();

  return (
    <DialogActions {...other} sx={{ justifyContent: 'space-between' }}>
      <Button color="error" onClick={clearValue}>
        {translations.clearButtonLabel}
      </Button>
      <div>
        <Button onClick={cancelValueChanges}>{translations.cancelButtonLabel}</Button>
        <Button variant="contained" onClick={acceptValueChanges}>
          Run report
        </Button>
      </div>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-02-28')}
        slots={{ actionBar: ReportActionBar }}
        slotProps={{ toolbar: { toolbarFormat: 'D MMM YYYY' } }}
      />
    </LocalizationProvider>
  );
}
