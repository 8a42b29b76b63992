import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A replacement button: the picker passes it onClick, aria-label, disabled and edge.
function TooltipOpenButton(props: IconButtonProps) {
  return (
    <Tooltip title="Open the calendar">
      {/* The span keeps the tooltip working when the button is disabled. */}
      <span>
        <IconButton {...props} />
      </span>
    </Tooltip>
  );
}

const review = dayjs('2025-08-04');

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Styled button"
          defaultValue={review}
          slotProps={{ openPickerButton: { color: 'primary', size: 'small' } }}
        />
        <DatePicker
          label="Button with a tooltip"
          defaultValue={review}
          slots={{ openPickerButton: TooltipOpenButton }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
