import { BarChart, barElementClasses, barLabelClasses } from '@mui/x-charts/BarChart';

const stores = ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Leipzig'];

export default function BarStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: stores, barGapRatio: -1 }]}
      yAxis={[{ label: 'Sales (k€)', width: 60 }]}
      series={[
        { id: 'target', label: 'Target', data: [120, 95, 140, 90, 70] },
        { id: 'actual', label: 'Actual', data: [132, 88, 151, 79, 74] },
      ]}
      barLabel={(item) => (item.seriesId === 'actual' ? `${item.value}` : null)}
      sx={(theme) => ({
        // The target is drawn as a dashed outline behind the actual bar.
        [`& .${barElementClasses.series}-target`]: {
          fill: 'transparent',
          stroke: theme.palette.text.secondary,
          strokeWidth: 1.5,
          strokeDasharray: '5 3',
        },
        [`& .${barElementClasses.series}-actual`]: {
          fill: theme.palette.primary.main,
          fillOpacity: 0.8,
        },
        [`& .${barLabelClasses.root}`]: {
          fill: theme.palette.primary.contrastText,
          fontWeight: theme.typography.fontWeightBold,
        },
      })}
    />
  );
}
