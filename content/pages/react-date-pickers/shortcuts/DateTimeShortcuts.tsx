import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// When the support ticket was opened; the follow-up shortcuts count from it.
const ticketOpened = dayjs('2025-06-11T14:20');

const followUpShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 2 hours', getValue: () => ticketOpened.add(2, 'hour') },
  {
    label: 'Tomorrow, 09:00',
    getValue: () => ticketOpened.add(1, 'day').hour(9).minute(0),
  },
  {
    label: 'Next Monday, 09:00',
    getValue: () =>
      ticketOpened
        .add(((8 - ticketOpened.day()) % 7) || 7, 'day')
        .hour(9)
        .minute(0),
  },
  {
    label: 'End of the week, 17:00',
    getValue: () => ticketOpened.day(5).hour(17).minute(0),
  },
];

export default function DateTimeShortcuts() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDateTimePicker
          value={followUp}
          onChange={setFollowUp}
          referenceDate={ticketOpened}
          minDateTime={ticketOpened}
          ampm={false}
          slotProps={{ shortcuts: { items: followUpShortcuts }, actionBar: { actions: [] } }}
        />
        <Typography variant="body2">
          Follow up: {followUp?.isValid() ? followUp.format('dddd D MMMM, HH:mm') : 'not planned'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
