import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import type { DateView, TimeView } from '@mui/x-date-pickers/models';

type Kind = 'date' | 'time' | 'date-time';
type Variant = 'desktop' | 'mobile' | 'static';
type Orientation = 'portrait' | 'landscape';

const dateViews: DateView[] = ['year', 'month', 'day'];
const timeViews: TimeView[] = ['hours', 'minutes', 'seconds'];
const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

const components = {
  date: { desktop: DesktopDatePicker, mobile: MobileDatePicker, static: StaticDatePicker },
  time: { desktop: DesktopTimePicker, mobile: MobileTimePicker, static: StaticTimePicker },
  'date-time': {
    desktop: DesktopDateTimePicker,
    mobile: MobileDateTimePicker,
    static: StaticDateTimePicker,
  },
};

function toggle<T>(list: T[], item: T, order: T[]): T[] {
  const next = list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  return order.filter((entry) => next.includes(entry));
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const { label, value, options, onChange } = props;
  return (
    <FormControl>
      <FormLabel sx={{ typography: 'caption', mb: 0.5 }}>{label}</FormLabel>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
        aria-label={label}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none', px: 1.25 }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}

export default function PickerPlayground() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14T09:30'));
  const [kind, setKind] = React.useState<Kind>('date');
  const [variant, setVariant] = React.useState<Variant>('static');
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');
  const [selectedDateViews, setSelectedDateViews] = React.useState<DateView[]>(['year', 'day']);
  const [selectedTimeViews, setSelectedTimeViews] = React.useState<TimeView[]>(['hours', 'minutes']);
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [options, setOptions] = React.useState({
    ampm: false,
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    hideToolbar: false,
    disabled: false,
    readOnly: false,
    clearable: false,
  });

  const setOption = (name: keyof typeof options) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((previous) => ({ ...previous, [name]: event.target.checked }));

  // An empty selection falls back to the component's default views.
  const orDefault = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

  const DateComponent = components.date[variant];
  const TimeComponent = components.time[variant];
  const DateTimeComponent = components['date-time'][variant];

  const pickerProps = {
    value,
    onChange: (newValue: Dayjs | null) => setValue(newValue),
    orientation,
    ampm: options.ampm,
    displayWeekNumber: options.displayWeekNumber,
    showDaysOutsideCurrentMonth: options.showDaysOutsideCurrentMonth,
    disabled: options.disabled,
    readOnly: options.readOnly,
    label: variant === 'static' ? undefined : 'Playground',
    slotProps: {
      toolbar: { hidden: options.hideToolbar },
      actionBar: { actions },
      field: { clearable: options.clearable },
    },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <Stack spacing={2} sx={{ flexShrink: 0, width: { md: 300 } }}>
          <Choice label="Component" value={kind} options={['date', 'time', 'date-time'] as const} onChange={setKind} />
          <Choice label="Variant" value={variant} options={['desktop', 'mobile', 'static'] as const} onChange={setVariant} />
          <Choice
            label="Orientation"
            value={orientation}
            options={['portrait', 'landscape'] as const}
            onChange={setOrientation}
          />
          <FormControl component="fieldset" disabled={kind === 'time'}>
            <FormLabel component="legend" sx={{ typography: 'caption' }}>
              Date views
            </FormLabel>
            <FormGroup row>
              {dateViews.map((view) => (
                <FormControlLabel
                  key={view}
                  label={view}
                  control={
                    <Checkbox
                      size="small"
                      checked={selectedDateViews.includes(view)}
                      onChange={() => setSelectedDateViews((list) => toggle(list, view, dateViews))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl component="fieldset" disabled={kind === 'date'}>
            <FormLabel component="legend" sx={{ typography: 'caption' }}>
              Time views
            </FormLabel>
            <FormGroup row>
              {timeViews.map((view) => (
                <FormControlLabel
                  key={view}
                  label={view}
                  control={
                    <Checkbox
                      size="small"
                      checked={selectedTimeViews.includes(view)}
                      onChange={() => setSelectedTimeViews((list) => toggle(list, view, timeViews))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ typography: 'caption' }}>
              Action bar
            </FormLabel>
            <FormGroup row>
              {allActions.map((action) => (
                <FormControlLabel
                  key={action}
                  label={action}
                  control={
                    <Checkbox
                      size="small"
                      checked={actions.includes(action)}
                      onChange={() => setActions((list) => toggle(list, action, allActions))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormGroup>
            {(Object.keys(options) as (keyof typeof options)[]).map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={<Switch size="small" checked={options[name]} onChange={setOption(name)} />}
              />
            ))}
          </FormGroup>
        </Stack>
        <Divider orientation="vertical" flexItem />
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, alignItems: 'center' }}>
          <Paper variant="outlined" sx={{ p: 2, maxWidth: '100%', overflowX: 'auto' }}>
            <Box sx={{ minHeight: 56 }}>
              {kind === 'date' && <DateComponent {...pickerProps} views={orDefault(selectedDateViews)} />}
              {kind === 'time' && <TimeComponent {...pickerProps} views={orDefault(selectedTimeViews)} />}
              {kind === 'date-time' && (
                <DateTimeComponent
                  {...pickerProps}
                  views={orDefault([...selectedDateViews, ...selectedTimeViews])}
                />
              )}
            </Box>
          </Paper>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : 'empty'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
