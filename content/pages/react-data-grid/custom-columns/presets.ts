import type { GridColTypeDef } from '@mui/x-data-grid';

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percentFormatter = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const dayFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Amounts in US dollars: right-aligned, numeric sorting and filtering, currency display. */
export const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value) => (value == null ? '' : usdFormatter.format(value)),
  cellClassName: 'preset-cell--money',
};

/** Ratios stored from 0 to 1 and shown as percentages. */
export const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value) => (value == null ? '' : percentFormatter.format(value)),
};

/** Calendar days stored as "YYYY-MM-DD" strings, turned into dates for sorting and filtering. */
export const isoDayColumn: GridColTypeDef<Date | null, string> = {
  type: 'date',
  width: 110,
  valueGetter: (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null),
  valueFormatter: (value) => (value ? dayFormatter.format(value) : ''),
};
