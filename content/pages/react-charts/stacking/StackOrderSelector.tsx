import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import { StackOrderType } from '@mui/x-charts/models';
import { generation, years } from './energyData';

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];

export default function StackOrderSelector() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{ width: 200 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ label: 'TWh' }]}
        series={[
          { label: 'Coal', data: generation.coal, stack: 'mix', stackOrder },
          { label: 'Gas', data: generation.gas, stack: 'mix' },
          { label: 'Wind', data: generation.wind, stack: 'mix' },
          { label: 'Solar', data: generation.solar, stack: 'mix' },
        ]}
      />
    </Stack>
  );
}
