import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';
import { months, ordersByChannel } from './salesData';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function PaletteSwitch() {
  const [palette, setPalette] = React.useState('rainbowSurge');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_event, value: string | null) => value && setPalette(value)}
        aria-label="Color palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[palette]}
        xAxis={[{ scaleType: 'band', data: months.slice(0, 6) }]}
        yAxis={[{ label: 'Orders (k)' }]}
        series={[
          { label: 'Web shop', data: ordersByChannel.webShop.slice(0, 6) },
          { label: 'Marketplace', data: ordersByChannel.marketplace.slice(0, 6) },
          { label: 'Retail', data: ordersByChannel.retail.slice(0, 6) },
          { label: 'Wholesale', data: ordersByChannel.wholesale.slice(0, 6) },
        ]}
      />
    </Stack>
  );
}
