import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro/models';
import { dateFormatter, days, visits } from './trafficData';

const tooltipModes: ZoomSliderShowTooltip[] = ['hover', 'always', 'never'];

export default function SliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('always');
  const [size, setSize] = React.useState(28);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        <TextField
          select
          size="small"
          label="showTooltip"
          value={showTooltip}
          onChange={(event) => setShowTooltip(event.target.value as ZoomSliderShowTooltip)}
          sx={{ width: 160 }}
        >
          {tooltipModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="slider-size-label">
            size: {size}
          </Typography>
          <Slider
            size="small"
            min={16}
            max={60}
            value={size}
            onChange={(_event, value) => setSize(value as number)}
            aria-labelledby="slider-size-label"
          />
        </Box>
      </Stack>
      <LineChartPro
        height={320}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            zoom: { slider: { enabled: true, showTooltip, size } },
            valueFormatter: (date: Date) => dateFormatter.format(date),
          },
        ]}
        initialZoom={[{ axisId: 'days', start: 40, end: 60 }]}
        series={[{ label: 'Daily visits', data: visits, showMark: false }]}
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
        {`zoom: {\n  slider: {\n    enabled: true,\n    showTooltip: '${showTooltip}',\n    size: ${size},\n  },\n}`}
      </Box>
    </Stack>
  );
}
