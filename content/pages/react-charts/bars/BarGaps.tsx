import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function BarGaps() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 4, px: 2 }}>
        <Typography variant="body2" id="category-gap-label">
          categoryGapRatio: {categoryGapRatio}
        </Typography>
        <Typography variant="body2" id="bar-gap-label">
          barGapRatio: {barGapRatio}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={0.9}
          step={0.05}
          value={categoryGapRatio}
          onChange={(_event, value) => setCategoryGapRatio(value as number)}
          aria-labelledby="category-gap-label"
        />
        <Slider
          size="small"
          min={-0.5}
          max={1}
          step={0.05}
          value={barGapRatio}
          onChange={(_event, value) => setBarGapRatio(value as number)}
          aria-labelledby="bar-gap-label"
        />
      </Box>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: days, categoryGapRatio, barGapRatio }]}
        series={[
          { label: 'Deliveries', data: [42, 38, 51, 47, 60] },
          { label: 'Returns', data: [8, 11, 7, 9, 14] },
          { label: 'Exchanges', data: [5, 4, 6, 3, 7] },
        ]}
      />
    </Box>
  );
}
