import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisData } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Electricity used by a household, in kWh, and the part its solar panels produced.
const series = [
  {
    id: 'consumption',
    label: 'Consumption',
    data: [512, 468, 431, 362, 318, 295, 301, 309, 342, 398, 455, 521],
    showMark: false,
  },
  {
    id: 'solar',
    label: 'Solar production',
    data: [48, 86, 174, 262, 341, 368, 372, 331, 240, 142, 64, 37],
    showMark: false,
  },
];

export default function AxisClickLines() {
  const [clicked, setClicked] = React.useState<ChartsAxisData | null>(null);

  let message = 'Click anywhere in the chart to read a month.';
  if (clicked) {
    const consumption = clicked.seriesValues.consumption ?? 0;
    const solar = clicked.seriesValues.solar ?? 0;
    message = `${clicked.axisValue}: ${consumption} kWh used, ${solar} kWh produced (${Math.round(
      (solar / consumption) * 100,
    )}% self-sufficient).`;
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 45 }]}
        series={series}
        onAxisClick={(_event, data) => setClicked(data)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
