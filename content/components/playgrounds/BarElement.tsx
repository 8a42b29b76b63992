import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarElement, type BarElementProps } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// One bar, centred in the drawing area; its place and size are the knobs' (pixels of the SVG).
function Bar(props: Partial<BarElementProps>) {
  const { left, top, width, height } = useDrawingArea();
  const barWidth = 80;
  const barHeight = height * 0.7;
  const x = left + (width - barWidth) / 2;
  const y = top + height - barHeight;
  return (
    <BarElement
      id="sales"
      dataIndex={0}
      color="#02b2af"
      layout="vertical"
      skipAnimation={false}
      x={x}
      y={y}
      width={barWidth}
      height={barHeight}
      xOrigin={x}
      yOrigin={top + height}
      {...props}
    />
  );
}

// The element inside a container holding the bar's series (its highlight and tooltip read it).
export default function BarElementSample(props: Partial<BarElementProps>) {
  return (
    <ChartContainer height={260} series={[{ type: 'bar', id: 'sales', data: [70], label: 'Sales' }]} xAxis={[{ scaleType: 'band', data: ['Q1'] }]}>
      <Bar {...props} />
    </ChartContainer>
  );
}
