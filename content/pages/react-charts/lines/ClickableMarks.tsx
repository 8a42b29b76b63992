import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LineItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const series = [
  { id: 'laptops', label: 'Laptops', data: [120, 132, 101, 134, 190, 230] },
  { id: 'tablets', label: 'Tablets', data: [82, 93, 90, 93, 129, 133] },
];

export default function ClickableMarks() {
  const [clicked, setClicked] = React.useState<LineItemIdentifier | null>(null);

  const clickedSeries = series.find((item) => item.id === clicked?.seriesId);
  const message =
    clicked && clickedSeries && clicked.dataIndex !== undefined
      ? `${clickedSeries.label}: ${clickedSeries.data[clicked.dataIndex]} units sold in ${months[clicked.dataIndex]}`
      : 'Click a mark to see its values.';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={series}
        onMarkClick={(_event, identifier) => setClicked(identifier)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
