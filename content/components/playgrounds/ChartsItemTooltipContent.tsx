import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsItemTooltipContent, ChartsTooltipContainer, type ChartsItemTooltipContentProps } from '@mui/x-charts/ChartsTooltip';
import { PiePlot } from '@mui/x-charts/PieChart';

// Hover a slice: the content shows that item's label and value.
export default function ChartsItemTooltipContentSample(props: Partial<ChartsItemTooltipContentProps>) {
  return (
    <ChartDataProvider
      height={280}
      series={[
        {
          type: 'pie',
          innerRadius: 40,
          data: [
            { id: 0, value: 52, label: 'Desktop' },
            { id: 1, value: 38, label: 'Mobile' },
            { id: 2, value: 10, label: 'Tablet' },
          ],
        },
      ]}
    >
      <ChartsSurface>
        <PiePlot />
      </ChartsSurface>
      <ChartsTooltipContainer trigger="item">
        <ChartsItemTooltipContent {...props} />
      </ChartsTooltipContainer>
    </ChartDataProvider>
  );
}
