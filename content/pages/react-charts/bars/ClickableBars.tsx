import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { BarItemIdentifier } from '@mui/x-charts/models';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
const series = [
  { id: 'bikes', label: 'Bikes', data: [34, 41, 29, 45] },
  { id: 'scooters', label: 'Scooters', data: [22, 25, 31, 28] },
];

export default function ClickableBars() {
  const [item, setItem] = React.useState<BarItemIdentifier | null>(null);
  const [week, setWeek] = React.useState<string | null>(null);

  const clicked = item ? series.find((entry) => entry.id === item.seriesId) : undefined;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={series}
        onItemClick={(_event, identifier) => setItem(identifier)}
        onAxisClick={(_event, data) => setWeek(data ? String(data.axisValue) : null)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
        {clicked && item
          ? `Bar: ${clicked.label}, ${weeks[item.dataIndex]}: ${clicked.data[item.dataIndex]} rentals.`
          : 'Click a bar.'}{' '}
        {week ? `Axis: ${week}.` : 'Click anywhere in the chart to select a week.'}
      </Typography>
    </Stack>
  );
}
