import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'global';

export default function FunnelHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="body2" id="funnel-highlight-label">
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={highlight}
            onChange={(_, value: Highlight | null) => value && setHighlight(value)}
            aria-labelledby="funnel-highlight-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="funnel-fade-label">
            fade
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={fade}
            onChange={(_, value: Fade | null) => value && setFade(value)}
            aria-labelledby="funnel-fade-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="global">global</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <FunnelChart
        height={280}
        hideLegend
        series={[
          {
            data: checkoutSteps,
            valueFormatter: formatCount,
            highlightScope: { highlight, fade },
          },
        ]}
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
        {`series={[{ data, highlightScope: { highlight: '${highlight}', fade: '${fade}' } }]}`}
      </Box>
    </Stack>
  );
}
