import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// The books of a month are closed once its accounts are filed.
function isFiled(month: Dayjs): boolean {
  return month.isBefore(dayjs('2025-04-01'));
}

export default function MonthButtonSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2025-06-01')}
        shouldDisableMonth={isFiled}
        slotProps={{
          // A function receives the owner state of each button.
          monthButton: (ownerState) => ({
            sx: {
              borderRadius: 1,
              textDecoration: ownerState.isMonthDisabled ? 'line-through' : 'none',
              fontWeight: ownerState.isMonthSelected ? 'bold' : undefined,
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
