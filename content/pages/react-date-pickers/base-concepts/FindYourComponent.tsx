import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

type Edited = 'date' | 'time' | 'dateTime';
type Style = 'type' | 'visible' | 'both';

const meeting = dayjs('2025-10-14T09:30');

const components: Record<Edited, Record<Style, { name: string; element: React.ReactNode }>> = {
  date: {
    type: { name: 'DateField', element: <DateField label="Meeting day" defaultValue={meeting} /> },
    visible: { name: 'DateCalendar', element: <DateCalendar defaultValue={meeting} /> },
    both: { name: 'DatePicker', element: <DatePicker label="Meeting day" defaultValue={meeting} /> },
  },
  time: {
    type: { name: 'TimeField', element: <TimeField label="Start time" defaultValue={meeting} /> },
    visible: { name: 'DigitalClock', element: <DigitalClock defaultValue={meeting} /> },
    both: { name: 'TimePicker', element: <TimePicker label="Start time" defaultValue={meeting} /> },
  },
  dateTime: {
    type: {
      name: 'DateTimeField',
      element: <DateTimeField label="Meeting" defaultValue={meeting} />,
    },
    visible: {
      name: 'StaticDateTimePicker',
      element: <StaticDateTimePicker defaultValue={meeting} />,
    },
    both: {
      name: 'DateTimePicker',
      element: <DateTimePicker label="Meeting" defaultValue={meeting} />,
    },
  },
};

export default function FindYourComponent() {
  const [edited, setEdited] = React.useState<Edited>('date');
  const [style, setStyle] = React.useState<Style>('both');
  const choice = components[edited][style];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="What the user edits"
            value={edited}
            onChange={(_event, next: Edited | null) => next && setEdited(next)}
          >
            <ToggleButton value="date">A date</ToggleButton>
            <ToggleButton value="time">A time</ToggleButton>
            <ToggleButton value="dateTime">Both</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="How the user edits it"
            value={style}
            onChange={(_event, next: Style | null) => next && setStyle(next)}
          >
            <ToggleButton value="type">By typing</ToggleButton>
            <ToggleButton value="visible">Always visible</ToggleButton>
            <ToggleButton value="both">Typing or picking</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2">
          Use <code>{choice.name}</code>
        </Typography>
        <div key={choice.name}>{choice.element}</div>
      </Stack>
    </LocalizationProvider>
  );
}
