import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function ReorderedLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-28')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['clear', 'today', 'cancel', 'accept'], disableSpacing: true },
          layout: {
            sx: {
              // Move the action bar from the bottom row to a column before the calendar.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 1,
                gridRow: 2,
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'center',
                gap: 1,
                px: 2,
                borderInlineEnd: '1px solid',
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
