import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { months } from './salesData';

// Average daily high temperature (°C) in a temperate city.
const highs = [4, 6, 11, 15, 19, 23, 26, 25, 21, 15, 9, 5];

export default function AxisMinMax() {
  const [range, setRange] = React.useState<number[]>([0, 30]);
  const [min, max] = range;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" id="axis-min-max-label" sx={{ flexShrink: 0 }}>
          y-axis domain
        </Typography>
        <Slider
          value={range}
          onChange={(_, value) => setRange(value as number[])}
          min={-10}
          max={40}
          step={5}
          marks
          valueLabelDisplay="auto"
          disableSwap
          aria-labelledby="axis-min-max-label"
        />
      </Stack>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min, max, valueFormatter: (value: number) => `${value} °C` }]}
        series={[{ data: highs, label: 'Daily high', valueFormatter: (v) => `${v} °C` }]}
        grid={{ horizontal: true }}
        hideLegend
      />
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontSize: '0.8125rem',
          overflowX: 'auto',
        }}
      >
        {`<LineChart yAxis={[{ min: ${min}, max: ${max} }]} />`}
      </Box>
    </Stack>
  );
}
