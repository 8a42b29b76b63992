import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { months, ordersByChannel } from './salesData';

export default function SxStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', label: 'Marketplace orders', data: ordersByChannel.marketplace },
        {
          id: 'target',
          label: 'Target',
          data: [22, 23, 25, 26, 28, 29, 30, 31, 32, 34, 38, 44],
          showMark: false,
        },
      ]}
      grid={{ horizontal: true }}
      sx={{
        // Dashed line for one series, selected by its id
        [`& .${lineElementClasses.root}.${lineElementClasses.series}-target`]: {
          strokeDasharray: '6 4',
          strokeWidth: 1.5,
        },
        // Hollow marks take the page background
        [`& .${markElementClasses.root}`]: {
          fill: 'var(--mui-palette-background-paper, #fff)',
        },
        // Softer axis lines and tick labels, following the theme
        [`& .${axisClasses.root} .${axisClasses.line}, & .${axisClasses.root} .${axisClasses.tick}`]:
          { stroke: (theme) => theme.palette.divider },
        [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: {
          fill: (theme) => theme.palette.text.secondary,
        },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
      }}
    />
  );
}
