import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
];

const hours = [6, 8, 10, 12, 14, 16, 18, 20, 22];
const humidity = [86, 78, 64, 52, 47, 49, 58, 71, 80];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
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
      <LineChart
        height={280}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ label: 'Relative humidity', data: humidity, curve }]}
        hideLegend
      />
    </Stack>
  );
}
