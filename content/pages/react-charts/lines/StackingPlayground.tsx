import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = [
  'none',
  'appearance',
  'ascending',
  'descending',
  'insideOut',
  'reverse',
];
const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Listening time per format, in billions of hours.
const formats = [
  { label: 'Vinyl', data: [1.2, 1.4, 1.7, 2.1, 2.3, 2.6, 2.8] },
  { label: 'CD', data: [6.1, 5.2, 4.3, 3.8, 3.1, 2.6, 2.2] },
  { label: 'Streaming', data: [12.4, 15.8, 19.6, 22.9, 25.3, 27.7, 30.1] },
  { label: 'Radio', data: [9.8, 9.5, 8.7, 8.4, 8.0, 7.6, 7.3] },
];

export default function StackingPlayground() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

  const snippet = [
    '<LineChart',
    '  series={formats.map((format) => ({',
    '    ...format,',
    "    stack: 'listening',",
    '    area: true,',
    `    stackOrder: '${stackOrder}',`,
    `    stackOffset: '${stackOffset}',`,
    '  }))}',
    '/>',
  ].join('\n');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
          sx={{ width: 180 }}
        >
          {orders.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={stackOffset}
          onChange={(_event, value: StackOffsetType | null) => {
            if (value !== null) {
              setStackOffset(value);
            }
          }}
          aria-label="stackOffset"
        >
          {offsets.map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years, valueFormatter: (year: number) => `${year}` }]}
        yAxis={[
          {
            width: 50,
            valueFormatter: (value: number) =>
              stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={formats.map((format) => ({
          ...format,
          stack: 'listening',
          area: true,
          showMark: false,
          stackOrder,
          stackOffset,
          valueFormatter: (value: number | null) => `${value} bn hours`,
        }))}
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
