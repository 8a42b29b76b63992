import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

// Every value of the `CurveType` union.
const curves: CurveType[] = [
  'monotoneX',
  'monotoneY',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'bumpY',
];

const hours = [6, 8, 10, 12, 14, 16, 18, 20, 22];
const humidity = [86, 78, 64, 52, 47, 49, 58, 71, 80];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [area, setArea] = React.useState(false);

  const snippet = [
    '<LineChart',
    '  series={[{',
    '    data: humidity,',
    `    curve: '${curve}',`,
    ...(area ? ['    area: true,'] : []),
    '  }]}',
    '/>',
  ].join('\n');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ width: 200 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ label: 'Relative humidity', data: humidity, curve, area }]}
        hideLegend
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
