import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopScores, reviewCriteria } from './laptops';

export default function GridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('circular');
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value: 'sharp' | 'circular' | null) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">Sharp</ToggleButton>
          <ToggleButton value="circular">Circular</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <RadarChart
        height={300}
        shape={shape}
        divisions={4}
        stripeColor={stripes ? undefined : null}
        series={[{ ...laptopScores[1], fillArea: true }]}
        radar={{ max: 10, metrics: reviewCriteria }}
      />
    </Stack>
  );
}
