import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function LabelByLocation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: [2.1, 2.4, 3.0, 3.9, 4.8, 5.6, 6.1, 5.9, 4.7, 3.6, 2.6, 2.2],
          label: (location) =>
            location === 'legend' ? 'Kitchen' : 'Kitchen (kWh per day, smart meter 1)',
        },
        {
          data: [3.4, 3.3, 2.9, 2.2, 1.6, 1.1, 0.9, 1.0, 1.5, 2.3, 3.0, 3.5],
          label: (location) =>
            location === 'legend' ? 'Heating' : 'Heating (kWh per day, smart meter 2)',
        },
      ]}
    />
  );
}
