import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';
import { hours, powerByFloor } from './energyData';

const types: ChartsAxisHighlightType[] = ['none', 'line', 'band'];

export default function AxisHighlightOptions() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x"
          value={x}
          onChange={(event) => setX(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 120 }}
        >
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y"
          value={y}
          onChange={(event) => setY(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 120 }}
        >
          {types.filter((type) => type !== 'band').map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: hours }]}
        series={powerByFloor.slice(0, 2)}
        axisHighlight={{ x, y }}
        slotProps={{ tooltip: { trigger: 'axis' } }}
      />
    </Stack>
  );
}
