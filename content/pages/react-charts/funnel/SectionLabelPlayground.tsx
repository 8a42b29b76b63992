import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function SectionLabelPlayground() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [offset, setOffset] = React.useState(-12);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box>
          <Typography variant="body2" id="label-vertical">
            position.vertical
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={vertical}
            onChange={(_, value: Vertical | null) => value && setVertical(value)}
            aria-labelledby="label-vertical"
          >
            <ToggleButton value="top">top</ToggleButton>
            <ToggleButton value="middle">middle</ToggleButton>
            <ToggleButton value="bottom">bottom</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="label-horizontal">
            position.horizontal
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={horizontal}
            onChange={(_, value: Horizontal | null) => value && setHorizontal(value)}
            aria-labelledby="label-horizontal"
          >
            <ToggleButton value="start">start</ToggleButton>
            <ToggleButton value="center">center</ToggleButton>
            <ToggleButton value="end">end</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="label-offset">
            offset.x: {offset}
          </Typography>
          <Slider
            size="small"
            value={offset}
            onChange={(_, value) => setOffset(value as number)}
            min={-40}
            max={40}
            aria-labelledby="label-offset"
          />
        </Box>
      </Stack>
      <FunnelChart
        height={300}
        hideLegend
        series={[
          {
            data: checkoutSteps,
            valueFormatter: formatCount,
            sectionLabel: { position: { vertical, horizontal }, offset: { x: offset } },
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
        {`sectionLabel: {\n  position: { vertical: '${vertical}', horizontal: '${horizontal}' },\n  offset: { x: ${offset} },\n}`}
      </Box>
    </Stack>
  );
}
