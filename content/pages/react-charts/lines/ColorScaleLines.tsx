import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

type Mode = 'piecewise' | 'continuous' | 'x-axis';

const days = Array.from({ length: 14 }, (_, index) => index + 1);

// Daily low temperature in Stockholm over two weeks of February, in °C.
const lows = [-6, -4, -1, 2, 3, 1, -2, -5, -8, -7, -3, 0, 2, 4];

export default function ColorScaleLines() {
  const theme = useTheme();
  const [mode, setMode] = React.useState<Mode>('piecewise');

  const cold = theme.palette.info.main;
  const mild = theme.palette.warning.main;

  const snippets: Record<Mode, string> = {
    piecewise: `yAxis={[{\n  colorMap: {\n    type: 'piecewise',\n    thresholds: [0],\n    colors: [cold, mild],\n  },\n}]}`,
    continuous: `yAxis={[{\n  colorMap: {\n    type: 'continuous',\n    min: -8,\n    max: 4,\n    color: [cold, mild],\n  },\n}]}`,
    'x-axis': `xAxis={[{\n  data: days,\n  colorMap: {\n    type: 'piecewise',\n    thresholds: [8],\n    colors: [cold, mild],\n  },\n}]}`,
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => {
          if (value !== null) {
            setMode(value);
          }
        }}
        aria-label="color scale"
      >
        <ToggleButton value="piecewise" sx={{ textTransform: 'none' }}>
          y-axis, piecewise
        </ToggleButton>
        <ToggleButton value="continuous" sx={{ textTransform: 'none' }}>
          y-axis, continuous
        </ToggleButton>
        <ToggleButton value="x-axis" sx={{ textTransform: 'none' }}>
          x-axis, piecewise
        </ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            data: days,
            valueFormatter: (day: number) => `Feb ${day}`,
            colorMap:
              mode === 'x-axis'
                ? { type: 'piecewise', thresholds: [8], colors: [cold, mild] }
                : undefined,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            colorMap:
              mode === 'piecewise'
                ? { type: 'piecewise', thresholds: [0], colors: [cold, mild] }
                : mode === 'continuous'
                  ? { type: 'continuous', min: -8, max: 4, color: [cold, mild] }
                  : undefined,
          },
        ]}
        series={[{ label: 'Daily low', data: lows, area: true, baseline: 'min' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
      <Box
        component="pre"
        sx={(muiTheme) => ({
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: muiTheme.typography.pxToRem(13),
          overflowX: 'auto',
        })}
      >
        {snippets[mode]}
      </Box>
    </Stack>
  );
}
