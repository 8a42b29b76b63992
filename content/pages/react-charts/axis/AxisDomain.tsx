import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// Server CPU load (%) sampled every hour.
const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);
const cpuLoad = [41, 38, 36, 37, 45, 58, 67, 71, 69, 63, 55, 47];

type DomainMode = 'nice' | 'strict' | 'padded';

const domainLimits = {
  nice: 'nice',
  strict: 'strict',
  padded: (min: number, max: number) => ({ min: min - 10, max: max + 10 }),
} as const;

export default function AxisDomain() {
  const [mode, setMode] = React.useState<DomainMode>('nice');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: DomainMode | null) => value && setMode(value)}
        aria-label="Domain limit"
      >
        <ToggleButton value="nice">'nice'</ToggleButton>
        <ToggleButton value="strict">'strict'</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ domainLimit: domainLimits[mode], label: 'CPU load (%)' }]}
        series={[{ data: cpuLoad, label: 'CPU load', area: true }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
