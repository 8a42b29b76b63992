import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Years for which the archive holds an annual report.
const reportYears = new Set([2016, 2017, 2019, 2020, 2022, 2023, 2024]);

interface ButtonState {
  isYearSelected: boolean;
  isYearDisabled: boolean;
}

// `ownerState` is not forwarded to the DOM by `styled`: it only drives the styles.
const YearChip = styled('button')<{ ownerState: ButtonState }>(({ theme }) => ({
  ...theme.typography.body2,
  height: 32,
  width: 76,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: (theme.vars || theme).palette.text.primary,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: (theme.vars || theme).palette.action.hover },
  variants: [
    {
      props: ({ ownerState }: { ownerState: ButtonState }) => ownerState.isYearSelected,
      style: {
        borderColor: (theme.vars || theme).palette.primary.main,
        backgroundColor: (theme.vars || theme).palette.primary.main,
        color: (theme.vars || theme).palette.primary.contrastText,
        '&:hover, &:focus-visible': { backgroundColor: (theme.vars || theme).palette.primary.dark },
      },
    },
    {
      props: ({ ownerState }: { ownerState: ButtonState }) => ownerState.isYearDisabled,
      style: { color: (theme.vars || theme).palette.text.disabled, cursor: 'default', borderStyle: 'dashed' },
    },
  ],
}));

// The slot receives the button props (handlers, `disabled`, `tabIndex`, ARIA attributes),
// the formatted year as `children` and the owner state.
function ReportYearButton(props: React.ComponentProps<typeof YearChip>) {
  const year = Number(props.children);
  const hasReport = reportYears.has(year);
  return (
    <YearChip {...props} aria-label={hasReport ? `${year}, report available` : undefined}>
      {props.children}
      {hasReport && <span aria-hidden> •</span>}
    </YearChip>
  );
}

export default function CustomYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2023-01-01')}
        minDate={dayjs('2014-01-01')}
        maxDate={dayjs('2025-12-31')}
        shouldDisableYear={(year) => year.year() === 2018}
        slots={{ yearButton: ReportYearButton }}
      />
    </LocalizationProvider>
  );
}
