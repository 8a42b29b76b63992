import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { months, revenue } from './salesData';

export default function GridPlayground() {
  const [vertical, setVertical] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(true);
  const [dashed, setDashed] = React.useState(false);

  const code = [
    '<LineChart',
    `  grid={{ vertical: ${vertical}, horizontal: ${horizontal} }}`,
    dashed ? `  sx={{ '& .${chartsGridClasses.line}': { strokeDasharray: '4 4' } }}` : null,
    '/>',
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(e) => setVertical(e.target.checked)} />}
          label="vertical"
        />
        <FormControlLabel
          control={
            <Switch checked={horizontal} onChange={(e) => setHorizontal(e.target.checked)} />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={dashed} onChange={(e) => setDashed(e.target.checked)} />}
          label="dashed lines"
        />
      </Stack>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
        series={[{ data: revenue, label: 'Revenue', valueFormatter: (v) => `$${v}k` }]}
        grid={{ vertical, horizontal }}
        sx={dashed ? { [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' } } : undefined}
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
        {code}
      </Box>
    </Stack>
  );
}
