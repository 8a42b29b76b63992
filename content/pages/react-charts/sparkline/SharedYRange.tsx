import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { storeMetrics } from './storeMetrics';

const allValues = storeMetrics.flatMap((metric) => metric.dailyOrders);
const sharedRange = { min: Math.min(...allValues), max: Math.max(...allValues) };

export default function SharedYRange() {
  const [shared, setShared] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
        label={`Same y range for every store (${sharedRange.min} to ${sharedRange.max})`}
      />
      {storeMetrics.map((metric) => (
        <Stack key={metric.store} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 100, flexShrink: 0 }}>
            {metric.store}
          </Typography>
          <Box sx={{ flexGrow: 1, maxWidth: 300 }}>
            <SparkLineChart
              height={40}
              data={metric.dailyOrders}
              yAxis={shared ? sharedRange : undefined}
              area
            />
          </Box>
        </Stack>
      ))}
      <Box
        component="pre"
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: theme.typography.pxToRem(13),
          overflowX: 'auto',
        })}
      >
        {shared
          ? `yAxis={{ min: ${sharedRange.min}, max: ${sharedRange.max} }}`
          : '// no yAxis: each sparkline fits its own data'}
      </Box>
    </Stack>
  );
}
