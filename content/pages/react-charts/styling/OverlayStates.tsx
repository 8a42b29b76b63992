import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, ordersByChannel } from './salesData';

type State = 'loaded' | 'loading' | 'empty';

export default function OverlayStates() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value: State | null) => value && setState(value)}
        aria-label="request state"
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        loading={state === 'loading'}
        // The axes know their categories and range before the data arrives.
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, max: 80, width: 40 }]}
        series={[
          {
            label: 'Web shop orders (thousands)',
            data: state === 'loaded' ? ordersByChannel.webShop : [],
          },
        ]}
      />
    </Stack>
  );
}
