import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// A dashed line, matching the forecast series drawn with a dashed stroke.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 16 4" width="100%" height="100%">
      <line x1={0} y1={2} x2={16} y2={2} stroke={color} strokeWidth={4} strokeDasharray="4 2" />
    </svg>
  );
}

export default function CustomMarkShape() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'Deliveries' }]}
      series={[
        {
          id: 'actual',
          label: 'Actual',
          data: [142, 158, 151, 170, null, null, null],
          labelMarkType: 'line',
        },
        {
          id: 'forecast',
          label: 'Forecast',
          data: [null, null, null, 170, 176, 131, 98],
          labelMarkType: DashedMark,
        },
      ]}
      sx={{ [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' } }}
    />
  );
}
