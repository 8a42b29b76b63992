import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const regions = ['North', 'South', 'East', 'West', 'Central'];
const revenue = [412, 287, 356, 198, 241]; // thousand EUR
const orders = [1840, 1520, 1390, 960, 1105];
// One colour per region in both charts, so that a bar and its slice look alike.
const regionColors = ['#4254fb', '#ffb422', '#fa4f58', '#0dbeff', '#22bf75'];

export default function SynchronizedHighlight() {
  // One highlighted region for both charts: its index, or null.
  const [region, setRegion] = React.useState<number | null>(null);

  // Each chart reports the item under the pointer in its own terms; both give the region's index.
  const follow = (item: HighlightItemData | null) => setRegion(item?.dataIndex ?? null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {region === null
          ? 'Hover a bar or a slice'
          : `${regions[region]}: ${revenue[region]}k EUR from ${orders[region]} orders`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' },
          gap: 2,
          alignItems: 'center',
          justifyItems: 'center',
        }}
      >
        <Box sx={{ width: '100%' }}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: regions, colorMap: { type: 'ordinal', values: regions, colors: regionColors } }]}
            yAxis={[{ width: 48 }]}
            series={[
              {
                id: 'revenue',
                label: 'Revenue (k EUR)',
                data: revenue,
                highlightScope: { highlight: 'item', fade: 'global' },
              },
            ]}
            hideLegend
            highlightedItem={region === null ? null : { seriesId: 'revenue', dataIndex: region }}
            onHighlightChange={follow}
          />
        </Box>
        <PieChart
          width={220}
          height={220}
          colors={regionColors}
          series={[
            {
              id: 'orders',
              data: regions.map((label, index) => ({ id: label, label, value: orders[index] })),
              innerRadius: 40,
              paddingAngle: 1,
              cornerRadius: 3,
              highlightScope: { highlight: 'item', fade: 'global' },
              faded: { additionalRadius: -6, color: 'gray' },
            },
          ]}
          hideLegend
          highlightedItem={region === null ? null : { seriesId: 'orders', dataIndex: region }}
          onHighlightChange={follow}
        />
      </Box>
    </Stack>
  );
}
