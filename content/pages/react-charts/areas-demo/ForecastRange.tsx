import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';
import { days, forecast, high, low } from './ticketForecast';

export default function ForecastRange() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, label: 'Support tickets', width: 65 }]}
      series={[
        // An invisible area from 0 to the lower bound...
        {
          id: 'low',
          data: low,
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          valueFormatter: (value, { dataIndex }) => `${value} to ${high[dataIndex]}`,
          label: '80% range',
        },
        // ...topped by a visible band from the lower to the upper bound.
        {
          id: 'band',
          data: high.map((value, index) => value - low[index]),
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          valueFormatter: () => null,
        },
        { id: 'forecast', label: 'Expected tickets', data: forecast, showMark: false },
      ]}
      hideLegend
      sx={{
        [`& .${areaElementClasses.series}-low`]: { fill: 'none' },
        [`& .${lineElementClasses.series}-low, & .${lineElementClasses.series}-band`]: {
          display: 'none',
        },
        [`& .${areaElementClasses.series}-band`]: { opacity: 0.3 },
      }}
    />
  );
}
