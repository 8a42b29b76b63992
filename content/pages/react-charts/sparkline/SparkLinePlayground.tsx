import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';
import { storeMetrics } from './storeMetrics';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'step', 'stepBefore', 'stepAfter'];

export default function SparkLinePlayground() {
  const [plotType, setPlotType] = React.useState<'line' | 'bar'>('line');
  const [curve, setCurve] = React.useState<CurveType>('linear');
  const [area, setArea] = React.useState(true);
  const [showTooltip, setShowTooltip] = React.useState(true);
  const [showHighlight, setShowHighlight] = React.useState(true);

  const isLine = plotType === 'line';
  const snippet = [
    '<SparkLineChart',
    '  data={dailyOrders}',
    `  plotType="${plotType}"`,
    ...(isLine ? [`  curve="${curve}"`, `  area={${area}}`] : []),
    `  showTooltip={${showTooltip}}`,
    `  showHighlight={${showHighlight}}`,
    '/>',
  ].join('\n');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={plotType}
          onChange={(_event, value: 'line' | 'bar' | null) => value && setPlotType(value)}
          aria-label="plotType"
        >
          <ToggleButton value="line" sx={{ textTransform: 'none' }}>
            line
          </ToggleButton>
          <ToggleButton value="bar" sx={{ textTransform: 'none' }}>
            bar
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          disabled={!isLine}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ width: 150 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          disabled={!isLine}
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
        <FormControlLabel
          control={
            <Switch checked={showTooltip} onChange={(event) => setShowTooltip(event.target.checked)} />
          }
          label="showTooltip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showHighlight}
              onChange={(event) => setShowHighlight(event.target.checked)}
            />
          }
          label="showHighlight"
        />
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 360 }}>
        <SparkLineChart
          height={60}
          data={storeMetrics[3].dailyOrders}
          plotType={plotType}
          curve={curve}
          area={area}
          showTooltip={showTooltip}
          showHighlight={showHighlight}
          valueFormatter={(value) => `${value} orders`}
        />
      </Box>
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
