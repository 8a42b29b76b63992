import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dateFormatter, days, visits } from './trafficData';

export default function ZoomOptionsPlayground() {
  const [span, setSpan] = React.useState<number[]>([10, 100]);
  const [step, setStep] = React.useState(5);
  const [panning, setPanning] = React.useState(true);

  const [minSpan, maxSpan] = span;
  const snippet = [
    'xAxis={[{',
    '  zoom: {',
    `    minSpan: ${minSpan},`,
    `    maxSpan: ${maxSpan},`,
    `    step: ${step},`,
    `    panning: ${panning},`,
    '  },',
    '}]}',
  ].join('\n');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          columnGap: 4,
          alignItems: 'end',
          px: 1,
        }}
      >
        <Box>
          <Typography variant="body2" id="zoom-span-label">
            minSpan – maxSpan: {minSpan} – {maxSpan}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={100}
            value={span}
            disableSwap
            onChange={(_event, value) => setSpan(value as number[])}
            aria-labelledby="zoom-span-label"
          />
        </Box>
        <Box>
          <Typography variant="body2" id="zoom-step-label">
            step: {step}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={30}
            value={step}
            onChange={(_event, value) => setStep(value as number)}
            aria-labelledby="zoom-step-label"
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
          label="panning"
        />
      </Box>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            zoom: { minSpan, maxSpan, step, panning, slider: { enabled: true } },
            valueFormatter: (date: Date) => dateFormatter.format(date),
          },
        ]}
        series={[{ label: 'Daily visits', data: visits, showMark: false }]}
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
        {snippet}
      </Box>
    </Stack>
  );
}
