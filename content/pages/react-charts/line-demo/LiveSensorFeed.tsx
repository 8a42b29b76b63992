import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const windowSize = 30;

// A deterministic stand-in for a sensor: the same second always gives the same reading,
// so the server and the browser render the same first frame.
function readingAt(second: number) {
  const drift = 1.2 * Math.sin(second / 9);
  const jitter = ((Math.sin(second * 12.9898) * 43758.5453) % 1) * 0.4;
  return Math.round((23 + drift + jitter) * 10) / 10;
}

// Seconds since 14:00:00, printed as a clock time.
function formatClock(second: number) {
  const minutes = Math.floor(second / 60);
  return `14:${String(minutes).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
}

export default function LiveSensorFeed() {
  const [lastSecond, setLastSecond] = React.useState(windowSize - 1);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => setLastSecond((second) => second + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const seconds = Array.from({ length: windowSize }, (_, index) => lastSecond - windowSize + 1 + index);
  const readings = seconds.map(readingAt);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Latest: {readings[readings.length - 1]} °C at {formatClock(lastSecond)}
        </Typography>
      </Stack>
      <LineChart
        height={280}
        skipAnimation
        xAxis={[
          {
            data: seconds,
            min: seconds[0],
            max: seconds[seconds.length - 1],
            valueFormatter: formatClock,
            tickMinStep: 5,
          },
        ]}
        yAxis={[{ min: 20, max: 26, width: 45, valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            label: 'Server room temperature',
            data: readings,
            showMark: false,
            curve: 'linear',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
