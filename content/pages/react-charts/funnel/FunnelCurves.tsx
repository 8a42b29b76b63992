import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart, FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

const curves: FunnelCurveType[] = ['linear', 'step', 'bump', 'pyramid', 'step-pyramid'];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('horizontal');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
          sx={{ minWidth: 160 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_event, value: 'vertical' | 'horizontal' | null) => value && setLayout(value)}
          aria-label="Layout"
        >
          <ToggleButton value="vertical">Vertical</ToggleButton>
          <ToggleButton value="horizontal">Horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FunnelChart
        height={280}
        hideLegend
        series={[{ data: checkoutSteps, curve, layout, valueFormatter: formatCount }]}
      />
    </Stack>
  );
}
