import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function GapAndRadius() {
  const [gap, setGap] = React.useState(8);
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ px: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="funnel-gap-label">
            gap: {gap}
          </Typography>
          <Slider
            value={gap}
            onChange={(_, value) => setGap(value as number)}
            min={0}
            max={24}
            aria-labelledby="funnel-gap-label"
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="funnel-radius-label">
            borderRadius: {borderRadius}
          </Typography>
          <Slider
            value={borderRadius}
            onChange={(_, value) => setBorderRadius(value as number)}
            min={0}
            max={24}
            aria-labelledby="funnel-radius-label"
          />
        </Box>
      </Stack>
      <FunnelChart
        height={300}
        hideLegend
        gap={gap}
        series={[{ data: checkoutSteps, borderRadius, valueFormatter: formatCount }]}
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
        {`<FunnelChart\n  gap={${gap}}\n  series={[{ data, borderRadius: ${borderRadius} }]}\n/>`}
      </Box>
    </Stack>
  );
}
