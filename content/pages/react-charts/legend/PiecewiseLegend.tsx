import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// Year-over-year change in monthly sales (%).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const change = [-4.2, -1.1, 2.4, 6.8, 12.5, 3.1, -6.4, 0.8, 9.7, 14.2, 4.4, -2.3];

export default function PiecewiseLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 10],
            colors: ['#e53935', '#1e88e5', '#43a047'],
          },
        },
      ]}
      series={[{ data: change, label: 'Change', valueFormatter: (v) => `${v}%` }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          markType: 'circle',
          labelPosition: 'end',
          labelFormatter: ({ min, max }) => {
            if (min === null) {
              return 'Decline';
            }
            if (max === null) {
              return 'Strong growth';
            }
            return 'Growth';
          },
        },
      }}
    />
  );
}
