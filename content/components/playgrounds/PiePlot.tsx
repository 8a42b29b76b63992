import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { PiePlot, type PiePlotProps } from '@mui/x-charts/PieChart';

// The slices and their labels of one pie series, drawn by the plot inside a container.
export default function PiePlotSample(props: Partial<PiePlotProps>) {
  return (
    <ChartContainer
      height={280}
      series={[
        {
          type: 'pie',
          data: [
            { id: 0, value: 52, label: 'Desktop' },
            { id: 1, value: 38, label: 'Mobile' },
            { id: 2, value: 10, label: 'Tablet' },
          ],
          innerRadius: 40,
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: 'value',
        },
      ]}
    >
      <PiePlot {...props} />
    </ChartContainer>
  );
}
