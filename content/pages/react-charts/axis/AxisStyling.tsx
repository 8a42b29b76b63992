import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { months, orders } from './salesData';

export default function AxisStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 45,
          disableTicks: true,
          // A line break in the formatted value gives a two-line label.
          valueFormatter: (month: string, context) =>
            context.location === 'tick' ? `${month}\n2024` : `${month} 2024`,
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[
        {
          label: 'Orders per month',
          disableLine: true,
          tickSize: 0,
          labelStyle: { fontWeight: 700, fontSize: 14 },
        },
      ]}
      series={[{ data: orders, label: 'Orders' }]}
      sx={(theme) => ({
        [`& .${axisClasses.directionX} .${axisClasses.line}`]: {
          stroke: theme.palette.primary.main,
          strokeWidth: 2,
        },
        [`& .${axisClasses.directionX} .${axisClasses.tickLabel}`]: {
          fill: theme.palette.text.secondary,
        },
        [`& .${axisClasses.label}`]: {
          fill: theme.palette.primary.main,
        },
      })}
      hideLegend
    />
  );
}
