import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The opening button, preceded by a warning when the chosen day falls on a weekend.
function ButtonWithWeekendWarning(props: IconButtonProps) {
  const { value } = usePickerContext();
  const day = value as Dayjs | null;
  const isWeekend = day?.isValid() && (day.day() === 0 || day.day() === 6);

  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {isWeekend && (
        <WarningAmberIcon color="warning" fontSize="small" titleAccess="Falls on a weekend" />
      )}
      <IconButton {...props} />
    </Stack>
  );
}

export default function IconNextToButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Site visit (Saturday)"
          defaultValue={dayjs('2025-09-13')}
          slots={{ openPickerButton: ButtonWithWeekendWarning }}
        />
        <DatePicker
          label="Site visit (Monday)"
          defaultValue={dayjs('2025-09-15')}
          slots={{ openPickerButton: ButtonWithWeekendWarning }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
