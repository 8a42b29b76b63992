import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cities, months, temperatureData } from './temperatures';

const coldest = '#2166ac';
const warmest = '#f4a582';

export default function HeatmapColorScale() {
  return (
    <Stack spacing={1}>
      {/* A legend for the colour scale, kept left to right like the scale itself. */}
      <Stack
        dir="ltr"
        direction="row"
        sx={{ alignItems: 'center', alignSelf: 'center', gap: 1 }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          -5 °C
        </Typography>
        <Box
          sx={{ width: 200, height: 10, borderRadius: 1 }}
          // An inline style, so that the right-to-left styles do not flip the gradient.
          style={{ background: `linear-gradient(to right, ${coldest}, ${warmest})` }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          30 °C
        </Typography>
      </Stack>
      <Heatmap
        height={280}
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 80 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: -5,
              max: 30,
              color: [coldest, warmest],
            },
          },
        ]}
        series={[
          {
            data: temperatureData,
            label: 'Average temperature',
            valueFormatter: (value) => `${value[2]} °C`,
          },
        ]}
      />
    </Stack>
  );
}
