import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopScores, reviewCriteria } from './laptops';

type Highlight = 'axis' | 'series' | 'none';
type Trigger = 'axis' | 'item' | 'none';

export default function HighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [trigger, setTrigger] = React.useState<Trigger>('item');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}>
        <Stack spacing={0.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={highlight}
            onChange={(_event, value: Highlight | null) => value && setHighlight(value)}
            aria-label="highlight"
          >
            <ToggleButton value="axis" sx={{ textTransform: 'none' }}>
              axis
            </ToggleButton>
            <ToggleButton value="series" sx={{ textTransform: 'none' }}>
              series
            </ToggleButton>
            <ToggleButton value="none" sx={{ textTransform: 'none' }}>
              none
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            tooltip trigger
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={trigger}
            onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
            aria-label="tooltip trigger"
          >
            <ToggleButton value="axis" sx={{ textTransform: 'none' }}>
              axis
            </ToggleButton>
            <ToggleButton value="item" sx={{ textTransform: 'none' }}>
              item
            </ToggleButton>
            <ToggleButton value="none" sx={{ textTransform: 'none' }}>
              none
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <RadarChart
        height={320}
        highlight={highlight}
        slotProps={{ tooltip: { trigger } }}
        series={laptopScores.map((laptop) => ({ ...laptop, fillArea: true }))}
        radar={{ max: 10, metrics: reviewCriteria }}
      />
      <Box
        component="pre"
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
        {`<RadarChart\n  highlight="${highlight}"\n  slotProps={{ tooltip: { trigger: '${trigger}' } }}\n/>`}
      </Box>
    </Stack>
  );
}
