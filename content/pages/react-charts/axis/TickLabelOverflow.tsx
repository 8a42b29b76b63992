import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Most borrowed titles of a public library last month.
const loans = [
  { title: 'The Lighthouse Keeper', loans: 132 },
  { title: 'A Short History of Rivers', loans: 118 },
  { title: 'Cooking with Seasonal Vegetables', loans: 97 },
  { title: 'Night Trains', loans: 85 },
  { title: 'Beginner Watercolour Techniques', loans: 71 },
];

export default function TickLabelOverflow() {
  const [width, setWidth] = React.useState(80);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" id="y-axis-width-label" sx={{ flexShrink: 0 }}>
          y-axis width
        </Typography>
        <Slider
          value={width}
          onChange={(_, value) => setWidth(value as number)}
          min={40}
          max={240}
          step={10}
          valueLabelDisplay="auto"
          aria-labelledby="y-axis-width-label"
        />
      </Stack>
      <BarChart
        height={280}
        layout="horizontal"
        dataset={loans}
        yAxis={[{ scaleType: 'band', dataKey: 'title', width }]}
        xAxis={[{ label: 'Loans' }]}
        series={[{ dataKey: 'loans', label: 'Loans' }]}
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
        {`yAxis={[{ scaleType: 'band', dataKey: 'title', width: ${width} }]}`}
      </Box>
    </Stack>
  );
}
