import Box from '@mui/material/Box';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Departure"
          // `slots` replaces the icon component…
          slots={{ openPickerIcon: FlightTakeoffIcon }}
          // …and `slotProps` configures it, here from the picker's state.
          slotProps={{
            openPickerIcon: (ownerState) => ({ color: ownerState.isPickerOpen ? 'primary' : 'action' }),
            textField: { helperText: 'The icon turns blue while the calendar is open' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
