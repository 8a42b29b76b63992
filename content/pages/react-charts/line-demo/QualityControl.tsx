import { useTheme } from '@mui/material/styles';
import { LineChart, MarkElement, MarkElementProps } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const lowerLimit = 495;
const upperLimit = 505;

// Mean fill weight of the bottles sampled every 30 minutes on a bottling line, in grams.
const samples = [500.4, 501.2, 499.1, 498.7, 502.3, 506.1, 503.4, 500.2, 499.6, 494.2, 497.8, 500.9, 501.5, 503.8, 507.2, 502.1];
const times = samples.map((_, index) => {
  const minutes = 6 * 60 + index * 30;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
});

const isOutOfLimits = (value: number | null) =>
  value !== null && (value < lowerLimit || value > upperLimit);

function ControlMark(props: MarkElementProps) {
  const theme = useTheme();
  const { x, y, dataIndex } = props;
  if (!isOutOfLimits(samples[dataIndex])) {
    // Samples within the limits keep the default mark.
    return <MarkElement {...props} />;
  }
  return (
    <g>
      <circle cx={x} cy={y} r={9} fill="none" stroke={theme.palette.error.main} strokeWidth={2} />
      <MarkElement {...props} color={theme.palette.error.main} />
    </g>
  );
}

export default function QualityControl() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: times }]}
      yAxis={[{ min: 490, max: 510, width: 60, label: 'Fill weight (g)' }]}
      series={[
        {
          label: 'Mean fill weight',
          data: samples,
          curve: 'linear',
          valueFormatter: (value) =>
            value === null
              ? null
              : `${value.toFixed(1)} g${isOutOfLimits(value) ? ' (out of limits)' : ''}`,
        },
      ]}
      slots={{ mark: ControlMark }}
      hideLegend
    >
      <ChartsReferenceLine
        y={upperLimit}
        label="Upper limit"
        labelAlign="middle"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine
        y={lowerLimit}
        label="Lower limit"
        labelAlign="middle"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </LineChart>
  );
}
