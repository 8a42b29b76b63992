import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { ordersByCategory, weekdays } from './storeData';

// A flat daily goal, drawn as a guide line.
const goal = weekdays.map(() => 60);

export default function HidingTooltipValues() {
  const [showAxisValue, setShowAxisValue] = React.useState(false);
  const [showGoal, setShowGoal] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={showAxisValue} onChange={(event) => setShowAxisValue(event.target.checked)} />}
          label="Day in the tooltip"
        />
        <FormControlLabel
          control={<Switch checked={showGoal} onChange={(event) => setShowGoal(event.target.checked)} />}
          label="Goal in the tooltip"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weekdays, hideTooltip: !showAxisValue }]}
        series={[
          { label: 'Books', data: ordersByCategory.books },
          { label: 'Games', data: ordersByCategory.games },
          {
            label: 'Daily goal',
            data: goal,
            showMark: false,
            disableHighlight: true,
            // Returning null leaves the series out of the tooltip.
            valueFormatter: (value) => (showGoal ? `${value}` : null),
          },
        ]}
      />
    </Stack>
  );
}
