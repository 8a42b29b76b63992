import dayjs, { type Dayjs } from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Days the gallery runs late openings, looked up by their ISO date.
const lateOpenings = new Set(['2025-09-05', '2025-09-12', '2025-09-19', '2025-09-26']);

function isClosed(day: Dayjs): boolean {
  return day.day() === 1; // closed on Mondays
}

export default function DatePickerCustomization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit date"
        defaultValue={dayjs('2025-09-12')}
        shouldDisableDate={isClosed}
        slots={{ openPickerIcon: EventAvailableIcon }}
        slotProps={{
          openPickerButton: { color: 'primary' },
          textField: { helperText: 'Late openings are underlined; closed on Mondays' },
          day: (ownerState) =>
            lateOpenings.has(ownerState.day.format('YYYY-MM-DD'))
              ? {
                  sx: {
                    textDecoration: 'underline',
                    textDecorationThickness: 2,
                    textUnderlineOffset: 4,
                    fontWeight: 'bold',
                  },
                }
              : {},
          calendarHeader: { format: 'MMMM YYYY' },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
