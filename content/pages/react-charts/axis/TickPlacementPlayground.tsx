import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'middle' | 'end' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

// Visitors of a museum per weekday.
const weekdays = ['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitors = [820, 760, 910, 1180, 2240, 2010];

export default function TickPlacementPlayground() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="body2" id="tick-placement-label">
            tickPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickPlacement}
            onChange={(_, value: TickPlacement | null) => value && setTickPlacement(value)}
            aria-labelledby="tick-placement-label"
          >
            {(['start', 'middle', 'end', 'extremities'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="tick-label-placement-label">
            tickLabelPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickLabelPlacement}
            onChange={(_, value: TickLabelPlacement | null) =>
              value && setTickLabelPlacement(value)
            }
            aria-labelledby="tick-label-placement-label"
          >
            <ToggleButton value="middle">middle</ToggleButton>
            <ToggleButton value="tick">tick</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: weekdays,
            tickPlacement,
            tickLabelPlacement,
            tickSize: 12,
            height: 40,
          },
        ]}
        series={[{ data: visitors, label: 'Visitors' }]}
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
        {`xAxis={[{\n  scaleType: 'band',\n  tickPlacement: '${tickPlacement}',\n  tickLabelPlacement: '${tickLabelPlacement}',\n}]}`}
      </Box>
    </Stack>
  );
}
