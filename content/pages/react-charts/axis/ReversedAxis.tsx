import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// League position of three football clubs after each matchday (1 = first place).
const matchdays = ['MD 1', 'MD 2', 'MD 3', 'MD 4', 'MD 5', 'MD 6', 'MD 7', 'MD 8'];
const clubs = [
  { label: 'Riverside FC', data: [5, 3, 2, 2, 1, 1, 2, 1] },
  { label: 'Northgate United', data: [1, 1, 1, 3, 2, 2, 1, 2] },
  { label: 'Harbour Athletic', data: [8, 6, 5, 4, 4, 3, 3, 3] },
];

export default function ReversedAxis() {
  const [reverse, setReverse] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={reverse} onChange={(e) => setReverse(e.target.checked)} />}
        label="reverse the y-axis"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: matchdays }]}
        yAxis={[
          {
            reverse,
            min: 1,
            max: 8,
            tickInterval: [1, 2, 3, 4, 5, 6, 7, 8],
            label: 'League position',
          },
        ]}
        series={clubs}
        grid={{ horizontal: true }}
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
        {`<LineChart yAxis={[{ reverse: ${reverse}, min: 1, max: 8 }]} />`}
      </Box>
    </Stack>
  );
}
