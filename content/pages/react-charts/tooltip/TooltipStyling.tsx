import { BarChart } from '@mui/x-charts/BarChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { ordersByCategory, weekdays } from './storeData';

export default function TooltipStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      series={[
        { label: 'Books', data: ordersByCategory.books },
        { label: 'Games', data: ordersByCategory.games },
        { label: 'Music', data: ordersByCategory.music },
      ]}
      slotProps={{
        tooltip: {
          // The tooltip is rendered in a portal: style it here, not in the chart's sx.
          sx: (theme) => ({
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 2,
              borderColor: 'primary.main',
              boxShadow: theme.shadows[6],
            },
            // The axis value is the caption of the table.
            [`& .${chartsTooltipClasses.table} caption`]: {
              color: 'primary.main',
              fontWeight: 'bold',
            },
            [`& .${chartsTooltipClasses.mark}`]: {
              borderRadius: '50%',
            },
            [`& .${chartsTooltipClasses.valueCell}`]: {
              fontVariantNumeric: 'tabular-nums',
            },
          }),
        },
      }}
    />
  );
}
