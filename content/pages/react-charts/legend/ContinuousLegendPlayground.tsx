import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly mean temperature of a continental city (°C).
const temperatures = [-3, -1, 4, 10, 15, 19, 21, 20, 15, 9, 3, -1];

export default function ContinuousLegendPlayground() {
  const [direction, setDirection] = React.useState<Direction>('vertical');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box>
          <Typography variant="body2" id="continuous-direction-label">
            direction
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={direction}
            onChange={(_, value: Direction | null) => value && setDirection(value)}
            aria-labelledby="continuous-direction-label"
          >
            <ToggleButton value="horizontal">horizontal</ToggleButton>
            <ToggleButton value="vertical">vertical</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography variant="body2" id="continuous-label-position-label">
            labelPosition
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={labelPosition}
            onChange={(_, value: LabelPosition | null) => value && setLabelPosition(value)}
            aria-labelledby="continuous-label-position-label"
          >
            <ToggleButton value="start">start</ToggleButton>
            <ToggleButton value="end">end</ToggleButton>
            <ToggleButton value="extremes">extremes</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(e) => setReverse(e.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: {
              type: 'continuous',
              min: -5,
              max: 25,
              color: ['#2166ac', '#f4a582'],
            },
          },
        ]}
        series={[{ data: temperatures, label: 'Mean temperature', area: true }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction,
            labelPosition,
            reverse,
            position: {
              vertical: direction === 'vertical' ? 'middle' : 'top',
              horizontal: direction === 'vertical' ? 'end' : 'center',
            },
            sx: {
              whiteSpace: 'nowrap',
              ...(direction === 'vertical' ? { height: 200 } : { width: 280, maxWidth: '100%' }),
            },
          },
        }}
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
        {`slots={{ legend: ContinuousColorLegend }}\nslotProps={{\n  legend: {\n    axisDirection: 'y',\n    direction: '${direction}',\n    labelPosition: '${labelPosition}',\n    reverse: ${reverse},\n  },\n}}`}
      </Box>
    </Stack>
  );
}
