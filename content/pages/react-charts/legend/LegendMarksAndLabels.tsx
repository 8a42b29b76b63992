import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'];

export default function LegendMarksAndLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[
        { type: 'bar', data: [120, 135, 128, 150, 162, 171], label: 'Opened' },
        {
          type: 'bar',
          data: [110, 130, 131, 142, 158, 169],
          // Short text in the legend, a longer one in the tooltip.
          label: (location) => (location === 'legend' ? 'Closed' : 'Tickets closed'),
          labelMarkType: 'circle',
        },
      ]}
    />
  );
}
