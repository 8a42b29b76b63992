import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { hours, co2 } from './readings';

function PeakMarker({ seriesId }: { seriesId: string }) {
  const theme = useTheme();
  const series = useLineSeries(seriesId);
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();

  if (!series) {
    return null;
  }

  // Find the highest value of the series.
  let peakIndex = 0;
  series.data.forEach((value, index) => {
    if ((value ?? -Infinity) > (series.data[peakIndex] ?? -Infinity)) {
      peakIndex = index;
    }
  });
  const x = xScale(hours[peakIndex]);
  const y = yScale(series.data[peakIndex] ?? 0);

  return (
    <g>
      <circle cx={x} cy={y} r={6} fill="none" stroke={series.color} strokeWidth={2} />
      <text
        x={x}
        y={y - 14}
        textAnchor="middle"
        fontSize={12}
        fill={theme.palette.text.primary}
      >
        Peak: {series.data[peakIndex]} ppm
      </text>
    </g>
  );
}

export default function PeakLabel() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00` }]}
      yAxis={[{ max: 1600 }]}
      series={[{ id: 'co2', data: co2, label: 'CO₂ (ppm)', showMark: false }]}
      hideLegend
    >
      <PeakMarker seriesId="co2" />
    </LineChart>
  );
}
