import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Layout = 'vertical' | 'horizontal';

const languages = ['English', 'Spanish', 'French', 'German', 'Japanese'];
const learners = [1240, 980, 760, 540, 410];

export default function LayoutSwitch() {
  const [layout, setLayout] = React.useState<Layout>('vertical');

  const bandAxis = [{ scaleType: 'band' as const, data: languages }];
  const valueAxis = [{ label: 'Active learners' }];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Bar layout"
      >
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        layout={layout}
        xAxis={layout === 'vertical' ? bandAxis : valueAxis}
        yAxis={layout === 'vertical' ? valueAxis : [{ ...bandAxis[0], width: 75 }]}
        series={[{ label: 'Active learners', data: learners }]}
        hideLegend
      />
    </Stack>
  );
}
