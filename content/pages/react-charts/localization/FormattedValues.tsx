import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// First day of each month of 2025, in UTC.
const monthStarts = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 1)));
// Monthly revenue of a bakery chain, in euros.
const revenue = [48200, 45900, 51300, 56800, 60400, 63100, 58700, 52900, 61500, 64800, 70200, 91300];

const locales = ['en-US', 'de-DE', 'fr-FR', 'ja-JP'] as const;
type Locale = (typeof locales)[number];

export default function FormattedValues() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');

  const formatters = React.useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
      monthYear: new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      compact: new Intl.NumberFormat(locale, {
        notation: 'compact',
        style: 'currency',
        currency: 'EUR',
      }),
      full: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
    }),
    [locale],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, value: Locale | null) => value && setLocale(value)}
        aria-label="Locale"
      >
        {locales.map((item) => (
          <ToggleButton key={item} value={item}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: monthStarts,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? formatters.month.format(date)
                : formatters.monthYear.format(date),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatters.compact.format(value), width: 70 }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? '' : formatters.full.format(value)),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
