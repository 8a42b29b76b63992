import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The toolbar always goes in the first column: the grid already follows the text direction.
// (Without this, right-to-left pages show the toolbar over the views in 8.5.0.)
const landscapeLayout = {
  width: 'fit-content',
  [`& .${pickersLayoutClasses.toolbar}`]: { gridColumn: 1 },
};

export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2025-12-31T23:30')}
        slotProps={{ tabs: { hidden: false } }}
        sx={landscapeLayout}
      />
    </LocalizationProvider>
  );
}
