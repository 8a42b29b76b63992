import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25', 'Q4 25'];

export default function ForecastStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M`, width: 55 }]}
      series={[
        {
          id: 'actual',
          label: 'Revenue',
          data: [4.1, 4.4, 4.3, 5.0, 5.2, null, null, null],
        },
        {
          id: 'forecast',
          label: 'Forecast',
          data: [null, null, null, null, 5.2, 5.6, 5.9, 6.4],
        },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: {
          strokeDasharray: '6 4',
        },
        [`& .${markElementClasses.series}-forecast`]: {
          fill: 'none',
        },
      }}
    />
  );
}
