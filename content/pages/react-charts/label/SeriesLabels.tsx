import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function SeriesLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { label: 'New customers', data: [120, 135, 160, 148, 172, 190] },
        { label: 'Returning customers', data: [310, 298, 325, 340, 362, 371] },
        // No label: this series is drawn, but left out of the legend.
        { data: [18, 22, 15, 19, 24, 21], color: '#8d6e63' },
      ]}
    />
  );
}
