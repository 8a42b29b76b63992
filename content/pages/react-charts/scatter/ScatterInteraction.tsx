import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lyon, porto } from './apartments';

export default function ScatterInteraction() {
  const [limitRadius, setLimitRadius] = React.useState(true);
  const [radius, setRadius] = React.useState(20);
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);

  const snippetLines = ['<ScatterChart'];
  if (disableVoronoi) {
    snippetLines.push('  disableVoronoi');
  } else if (limitRadius) {
    snippetLines.push(`  voronoiMaxRadius={${radius}}`);
  }
  snippetLines.push('  series={[porto, lyon]}', '/>');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
        <FormControlLabel
          disabled={disableVoronoi}
          control={
            <Switch checked={limitRadius} onChange={(event) => setLimitRadius(event.target.checked)} />
          }
          label="limit the radius"
        />
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="voronoi-radius-label">
            voronoiMaxRadius: {radius} px
          </Typography>
          <Slider
            size="small"
            min={5}
            max={80}
            value={radius}
            disabled={disableVoronoi || !limitRadius}
            onChange={(_event, value) => setRadius(value as number)}
            aria-labelledby="voronoi-radius-label"
          />
        </Box>
      </Stack>
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={limitRadius ? radius : undefined}
        xAxis={[{ label: 'Area (m²)' }]}
        yAxis={[{ label: 'Rent (€ per month)', width: 65 }]}
        series={[
          {
            label: 'Porto',
            data: porto.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
          {
            label: 'Lyon',
            data: lyon.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
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
        {snippetLines.join('\n')}
      </Box>
    </Stack>
  );
}
