import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { ordersByCategory, weekdays } from './storeData';

type Trigger = 'axis' | 'item' | 'none';

export default function TriggerModes() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { label: 'Books', data: ordersByCategory.books },
          { label: 'Games', data: ordersByCategory.games },
          { label: 'Music', data: ordersByCategory.music },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
