import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAnimate, useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

// Two days of queue length at a support desk, read hour by hour.
const days = [
  [4, 7, 11, 9, 6, 8, 12, 10],
  [6, 5, 8, 13, 15, 11, 7, 5],
];

type Position = { cx: number; cy: number };

function PeakMarker({ value, position }: { value: number; position: string }) {
  const theme = useTheme();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const target: Position = { cx: xScale(position) ?? 0, cy: yScale(value) ?? 0 };

  const animated = useAnimate<Position, SVGCircleElement>(target, {
    createInterpolator: (from, to) => (t) => ({
      cx: from.cx + (to.cx - from.cx) * t,
      cy: from.cy + (to.cy - from.cy) * t,
    }),
    transformProps: (props) => props,
    applyProps: (element, props) => {
      element.setAttribute('cx', `${props.cx}`);
      element.setAttribute('cy', `${props.cy}`);
    },
  });

  return (
    <circle
      {...animated}
      r={9}
      fill="none"
      stroke={theme.palette.secondary.main}
      strokeWidth={3}
    />
  );
}

export default function AnimatedMarker() {
  const [day, setDay] = React.useState(0);
  const data = days[day];
  const peak = Math.max(...data);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setDay((index) => 1 - index)}>
        Show {day === 0 ? 'Tuesday' : 'Monday'}
      </Button>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 16 }]}
        series={[{ label: 'People waiting', data }]}
        hideLegend
      >
        <PeakMarker value={peak} position={hours[data.indexOf(peak)]} />
      </LineChart>
    </Stack>
  );
}
