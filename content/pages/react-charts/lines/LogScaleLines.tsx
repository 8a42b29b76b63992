import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type ValueScale = 'linear' | 'log';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];

// Monthly active users of two apps launched the same year.
const recipeApp = [120, 310, 820, 2100, 5400, 13900, 35200, 88100, 214000, 498000];
const notesApp = [4800, 6100, 7900, 9600, 12100, 15300, 19200, 24100, 30400, 38000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleLines() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('log');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: ValueScale | null) => {
          if (value !== null) {
            setScaleType(value);
          }
        }}
        aria-label="y-axis scaleType"
      >
        <ToggleButton value="linear" sx={{ textTransform: 'none' }}>
          linear
        </ToggleButton>
        <ToggleButton value="log" sx={{ textTransform: 'none' }}>
          log
        </ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ scaleType, width: 50, valueFormatter: (value: number) => compact.format(value) }]}
        series={[
          { label: 'Recipe app', data: recipeApp },
          { label: 'Notes app', data: notesApp },
        ]}
        grid={{ horizontal: true }}
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
        {`<LineChart\n  yAxis={[{ scaleType: '${scaleType}' }]}\n  series={[{ data: recipeApp }, { data: notesApp }]}\n/>`}
      </Box>
    </Stack>
  );
}
