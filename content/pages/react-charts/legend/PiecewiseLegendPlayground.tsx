import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';

// Daily air-quality readings over two weeks: day of month and PM2.5 (µg/m³).
const readings = [12, 18, 9, 27, 41, 38, 22, 15, 8, 31, 57, 44, 26, 14].map((pm25, index) => ({
  id: index,
  x: index + 1,
  y: pm25,
}));

export default function PiecewiseLegendPlayground() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="body2" id="piecewise-direction-label">
            direction
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={direction}
            onChange={(_, value: Direction | null) => value && setDirection(value)}
            aria-labelledby="piecewise-direction-label"
          >
            <ToggleButton value="horizontal">horizontal</ToggleButton>
            <ToggleButton value="vertical">vertical</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="piecewise-label-position-label">
            labelPosition
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={labelPosition}
            onChange={(_, value: LabelPosition | null) => value && setLabelPosition(value)}
            aria-labelledby="piecewise-label-position-label"
          >
            <ToggleButton value="start">start</ToggleButton>
            <ToggleButton value="end">end</ToggleButton>
            <ToggleButton value="extremes">extremes</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Day of the month', min: 0, max: 15 }]}
        yAxis={[
          {
            label: 'PM2.5 (µg/m³)',
            colorMap: {
              type: 'piecewise',
              thresholds: [15, 25, 35, 50],
              colors: ['#2e7d32', '#9e9d24', '#ef6c00', '#c62828', '#6a1b9a'],
            },
          },
        ]}
        series={[{ data: readings, label: 'PM2.5', markerSize: 6 }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction,
            labelPosition,
            position: {
              vertical: direction === 'vertical' ? 'middle' : 'top',
              horizontal: direction === 'vertical' ? 'end' : 'center',
            },
          },
        }}
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
        {`slots={{ legend: PiecewiseColorLegend }}\nslotProps={{\n  legend: {\n    axisDirection: 'y',\n    direction: '${direction}',\n    labelPosition: '${labelPosition}',\n  },\n}}`}
      </Box>
    </Stack>
  );
}
