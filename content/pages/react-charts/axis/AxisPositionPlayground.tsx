import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, orders } from './salesData';

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPositionPlayground() {
  const [xPosition, setXPosition] = React.useState<XPosition>('bottom');
  const [yPosition, setYPosition] = React.useState<YPosition>('left');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box>
          <Typography variant="body2" id="x-position-label">
            x-axis position
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={xPosition}
            onChange={(_, value: XPosition | null) => value && setXPosition(value)}
            aria-labelledby="x-position-label"
          >
            <ToggleButton value="top">top</ToggleButton>
            <ToggleButton value="bottom">bottom</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="y-position-label">
            y-axis position
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={yPosition}
            onChange={(_, value: YPosition | null) => value && setYPosition(value)}
            aria-labelledby="y-position-label"
          >
            <ToggleButton value="left">left</ToggleButton>
            <ToggleButton value="right">right</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months, position: xPosition }]}
        yAxis={[{ position: yPosition }]}
        series={[{ data: orders, label: 'Orders' }]}
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
        {`<BarChart\n  xAxis={[{ scaleType: 'band', position: '${xPosition}' }]}\n  yAxis={[{ position: '${yPosition}' }]}\n/>`}
      </Box>
    </Stack>
  );
}
