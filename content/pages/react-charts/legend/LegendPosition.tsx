import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import { years, sources } from './energyData';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ minWidth: 120 }}
        >
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ minWidth: 120 }}
        >
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          {['horizontal', 'vertical'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={sources.map((source) => ({ ...source, showMark: false }))}
        slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
      />
    </Stack>
  );
}
