import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, orders } from './salesData';

type MinStep = 'none' | '50' | '100' | '250';

export default function TickSpacingPlayground() {
  const [tickNumber, setTickNumber] = React.useState(5);
  const [minStep, setMinStep] = React.useState<MinStep>('none');
  const tickMinStep = minStep === 'none' ? undefined : Number(minStep);

  const props = [`tickNumber: ${tickNumber}`];
  if (tickMinStep !== undefined) {
    props.push(`tickMinStep: ${tickMinStep}`);
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="tick-number-label">
            tickNumber
          </Typography>
          <Slider
            value={tickNumber}
            onChange={(_, value) => setTickNumber(value as number)}
            min={2}
            max={20}
            valueLabelDisplay="auto"
            aria-labelledby="tick-number-label"
          />
        </Box>
        <Box>
          <Typography variant="body2" id="tick-min-step-label">
            tickMinStep
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={minStep}
            onChange={(_, value: MinStep | null) => value && setMinStep(value)}
            aria-labelledby="tick-min-step-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="50">50</ToggleButton>
            <ToggleButton value="100">100</ToggleButton>
            <ToggleButton value="250">250</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ tickNumber, tickMinStep, label: 'Orders' }]}
        series={[{ data: orders, label: 'Orders' }]}
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
        {`<LineChart yAxis={[{ ${props.join(', ')} }]} />`}
      </Box>
    </Stack>
  );
}
