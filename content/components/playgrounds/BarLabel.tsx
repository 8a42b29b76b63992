import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarElement, BarLabel, type BarLabelProps } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A bar centred in the drawing area, and its label placed over it; the label's box is the knobs' (pixels of the SVG).
function LabelledBar(props: Partial<BarLabelProps>) {
  const { left, top, width, height } = useDrawingArea();
  const barWidth = 80;
  const barHeight = height * 0.7;
  const x = left + (width - barWidth) / 2;
  const y = top + height - barHeight;
  const geometry = { x, y, width: barWidth, height: barHeight, xOrigin: x, yOrigin: top + height };
  return (
    <g>
      <BarElement id="sales" dataIndex={0} color="#02b2af" layout="vertical" skipAnimation={false} {...geometry} />
      <BarLabel
        seriesId="sales"
        dataIndex={0}
        color="#02b2af"
        isFaded={false}
        isHighlighted={false}
        skipAnimation={false}
        layout="vertical"
        {...geometry}
        {...props}
      >
        70
      </BarLabel>
    </g>
  );
}

export default function BarLabelSample(props: Partial<BarLabelProps>) {
  return (
    <ChartContainer height={260} series={[{ type: 'bar', id: 'sales', data: [70], label: 'Sales' }]} xAxis={[{ scaleType: 'band', data: ['Q1'] }]}>
      <LabelledBar {...props} />
    </ChartContainer>
  );
}
