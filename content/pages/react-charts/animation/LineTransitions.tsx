import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const metrics = {
  visits: { label: 'Visits', data: [1820, 2140, 2010, 2380, 2650, 3120, 2890] },
  orders: { label: 'Orders', data: [96, 118, 104, 131, 162, 214, 187] },
  returns: { label: 'Returns', data: [14, 9, 12, 11, 17, 25, 21] },
};

type Metric = keyof typeof metrics;

export default function LineTransitions() {
  const [metric, setMetric] = React.useState<Metric>('visits');
  // Changing the key mounts a new chart, which plays the entrance animation again.
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_event, value: Metric | null) => value && setMetric(value)}
        >
          <ToggleButton value="visits">Visits</ToggleButton>
          <ToggleButton value="orders">Orders</ToggleButton>
          <ToggleButton value="returns">Returns</ToggleButton>
        </ToggleButtonGroup>
        <Button onClick={() => setMountCount((count) => count + 1)}>Replay entrance</Button>
      </Stack>
      <LineChart
        key={mountCount}
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 50 }]}
        series={[{ ...metrics[metric], area: true }]}
        hideLegend
      />
    </Stack>
  );
}
