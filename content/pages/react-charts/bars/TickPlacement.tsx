import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacementValue = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementValue = 'middle' | 'tick';

const tickPlacements: TickPlacementValue[] = ['extremities', 'start', 'middle', 'end'];

const ageGroups = ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'];
const gymMembers = [412, 688, 574, 391, 236, 118];

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacementValue>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacementValue>('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Stack spacing={0.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            tickPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickPlacement}
            onChange={(_event, value: TickPlacementValue | null) => value && setTickPlacement(value)}
            aria-label="tickPlacement"
          >
            {tickPlacements.map((name) => (
              <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            tickLabelPlacement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickLabelPlacement}
            onChange={(_event, value: TickLabelPlacementValue | null) =>
              value && setTickLabelPlacement(value)
            }
            aria-label="tickLabelPlacement"
          >
            <ToggleButton value="middle" sx={{ textTransform: 'none' }}>
              middle
            </ToggleButton>
            <ToggleButton value="tick" sx={{ textTransform: 'none' }}>
              tick
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: ageGroups,
            tickPlacement,
            tickLabelPlacement,
            tickSize: 10,
            // Room for the longer ticks, the tick labels and the axis label.
            height: 55,
            label: 'Age group',
          },
        ]}
        series={[{ label: 'Gym members', data: gymMembers }]}
        hideLegend
      />
      <Box
        component="pre"
        dir="ltr"
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: theme.typography.pxToRem(13),
          overflowX: 'auto',
        })}
      >
        {`xAxis={[{\n  scaleType: 'band',\n  data: ageGroups,\n  tickPlacement: '${tickPlacement}',\n  tickLabelPlacement: '${tickLabelPlacement}',\n  tickSize: 10,\n  height: 55,\n}]}`}
      </Box>
    </Stack>
  );
}
