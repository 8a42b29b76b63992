import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { householdBudget } from './browserShare';

// Outlines the drawing area, the box in which '100%' is the largest radius that fits.
function DrawingAreaOutline() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      fill="none"
      strokeDasharray="4 4"
      style={{ stroke: (theme.vars || theme).palette.text.secondary }}
    />
  );
}

export default function PieSizing() {
  const [margin, setMargin] = React.useState(5);
  const [outerRadius, setOuterRadius] = React.useState(100);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box sx={{ width: 220 }}>
          <Typography variant="body2" id="pie-margin-label" dir="ltr">
            margin: {margin}
          </Typography>
          <Slider
            size="small"
            value={margin}
            min={0}
            max={60}
            onChange={(_event, value) => setMargin(value as number)}
            aria-labelledby="pie-margin-label"
          />
        </Box>
        <Box sx={{ width: 220 }}>
          <Typography variant="body2" id="pie-radius-label" dir="ltr">
            outerRadius: &apos;{outerRadius}%&apos;
          </Typography>
          <Slider
            size="small"
            value={outerRadius}
            min={40}
            max={120}
            step={5}
            onChange={(_event, value) => setOuterRadius(value as number)}
            aria-labelledby="pie-radius-label"
          />
        </Box>
      </Stack>
      <PieChart
        height={260}
        margin={margin}
        series={[{ data: householdBudget, outerRadius: `${outerRadius}%` }]}
        hideLegend
      >
        <DrawingAreaOutline />
      </PieChart>
    </Stack>
  );
}
