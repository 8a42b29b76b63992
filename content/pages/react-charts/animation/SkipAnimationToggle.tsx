import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, regions } from './salesByQuarter';

export default function SkipAnimationToggle() {
  const [quarterIndex, setQuarterIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const quarter = quarters[quarterIndex];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => setQuarterIndex((index) => (index + 1) % quarters.length)}
        >
          Next quarter
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: regions, label: quarter.name }]}
        yAxis={[{ min: 0, max: 70 }]}
        series={[
          { label: 'Online', data: quarter.online },
          { label: 'Retail', data: quarter.retail },
        ]}
        barLabel="value"
      />
    </Stack>
  );
}
