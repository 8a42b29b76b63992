import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The text field of the application's design system: its styles target
// the class names of Material UI's TextField (MuiOutlinedInput…).
const AppTextField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 16,
    backgroundColor: theme.palette.action.hover,
  },
  '& .MuiOutlinedInput-notchedOutline': {
    borderColor: theme.palette.divider,
  },
}));

export default function MaterialTextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <AppTextField label="Guest name" defaultValue="Amara Okafor" />
        <DatePicker
          label="Arrival"
          defaultValue={dayjs('2025-07-18')}
          enableAccessibleFieldDOMStructure={false}
          slots={{ textField: AppTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
