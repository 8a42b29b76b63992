import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import type { PickerValidDate } from '@mui/x-date-pickers/models';

function BookingLayout(props: PickersLayoutProps<PickerValidDate | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  // Same building blocks, new order: a note above the calendar, the toolbar below it.
  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      <Typography
        variant="body2"
        sx={{ gridColumn: '1 / 4', gridRow: 1, px: 3, pt: 2, color: 'text.secondary' }}
      >
        Check-in is possible from 3 pm on the selected day.
      </Typography>
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <div style={{ gridColumn: '1 / 4', gridRow: 3 }}>{toolbar}</div>
      <div style={{ gridColumn: '1 / 4', gridRow: 4 }}>{actionBar}</div>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2025-12-19')} slots={{ layout: BookingLayout }} />
    </LocalizationProvider>
  );
}
