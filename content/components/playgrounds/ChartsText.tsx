import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A two-line note above the bars (the y axis goes to 100, leaving room at the top), written with the charts' SVG text (a new line in the text starts a line).
function Note(props: Partial<ChartsTextProps>) {
  const { left, top, width } = useDrawingArea();
  // A plain SVG text: its colour is the theme's (the axes' labels get theirs from the axes' styles).
  const theme = useTheme();
  return (
    <ChartsText
      x={left + width / 2}
      y={top + 8}
      text={'Best month: May\n70 units sold'}
      style={{ fontSize: 14, textAnchor: 'middle', dominantBaseline: 'hanging', fill: (theme.vars || theme).palette.text.primary }}
      {...props}
    />
  );
}

export default function ChartsTextSample(props: Partial<ChartsTextProps>) {
  return (
    <ChartContainer
      height={280}
      yAxis={[{ max: 100 }]}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[{ type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Sales' }]}
    >
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <Note {...props} />
    </ChartContainer>
  );
}
