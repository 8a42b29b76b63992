import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

function level(percent: number): 'error' | 'warning' | 'success' {
  if (percent >= 90) {
    return 'error';
  }
  if (percent >= 70) {
    return 'warning';
  }
  return 'success';
}

export default function ThresholdGauge() {
  const [usage, setUsage] = React.useState(64);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <Gauge
        height={180}
        value={usage}
        startAngle={-110}
        endAngle={110}
        text={({ value }) => `${value}% disk`}
        sx={(theme) => ({
          [`& .${gaugeClasses.valueArc}`]: {
            fill: (theme.vars || theme).palette[level(usage)].main,
          },
        })}
      />
      <Slider
        aria-label="Disk usage"
        value={usage}
        onChange={(_event, value) => setUsage(value as number)}
        sx={{ maxWidth: 320 }}
      />
    </Stack>
  );
}
