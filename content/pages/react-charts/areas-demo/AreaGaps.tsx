import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 15 }, (_, index) => `${String(index + 6).padStart(2, '0')}:00`);

// Output of a rooftop solar array, in kilowatts. The data logger lost its
// connection around noon, so three readings are missing (`null`).
const output = [0.1, 0.6, 1.4, 2.3, 3.1, 3.6, null, null, null, 3.2, 2.6, 1.9, 1.1, 0.4, 0];

export default function AreaGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect the missing readings"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, valueFormatter: (value: number) => `${value} kW`, width: 55 }]}
        series={[
          {
            label: 'Solar output',
            data: output,
            area: true,
            connectNulls,
            valueFormatter: (value: number | null) =>
              value === null ? 'no reading' : `${value.toFixed(1)} kW`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
