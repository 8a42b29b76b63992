import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopScores, reviewCriteria } from './laptops';

export default function SeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={300}
        series={laptopScores.slice(0, 2).map((laptop) => ({ ...laptop, fillArea, hideMark }))}
        radar={{ max: 10, metrics: reviewCriteria }}
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
        {`series={[\n  { label: 'Aero 14', data: [...], fillArea: ${fillArea}, hideMark: ${hideMark} },\n  { label: 'Nimbus 13', data: [...], fillArea: ${fillArea}, hideMark: ${hideMark} },\n]}`}
      </Box>
    </Stack>
  );
}
