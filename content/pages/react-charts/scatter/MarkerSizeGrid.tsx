import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { apartments } from './apartments';

const points = apartments.map((apartment) => ({
  x: apartment.distance,
  y: apartment.rent,
  id: apartment.id,
}));

export default function MarkerSizeGrid() {
  const [markerSize, setMarkerSize] = React.useState(4);
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="marker-size-label">
            markerSize: {markerSize}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={12}
            value={markerSize}
            onChange={(_event, value) => setMarkerSize(value as number)}
            aria-labelledby="marker-size-label"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />
          }
          label="horizontal grid"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical grid"
        />
      </Stack>
      <ScatterChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Distance from the centre (km)' }]}
        yAxis={[{ label: 'Rent (€ per month)', width: 65 }]}
        series={[{ label: 'Apartments', data: points, markerSize }]}
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
        {`<ScatterChart\n  grid={{ horizontal: ${horizontal}, vertical: ${vertical} }}\n  series={[{ data: points, markerSize: ${markerSize} }]}\n/>`}
      </Box>
    </Stack>
  );
}
