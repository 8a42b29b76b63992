import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { toPieData } from './energyMix';

const format = (item: { value: number }) => `${item.value} TWh`;

const Caption = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'hanging',
  fontSize: 14,
  fontWeight: 600,
}));

function YearCaptions() {
  const { left, top, width } = useDrawingArea();
  return (
    <g>
      <Caption x={left + width * 0.25} y={top}>
        2015
      </Caption>
      <Caption x={left + width * 0.75} y={top}>
        2024
      </Caption>
    </g>
  );
}

export default function TwoYearsSideBySide() {
  const shared = {
    cy: '55%',
    outerRadius: 100,
    arcLabel: 'label',
    arcLabelMinAngle: 25,
    valueFormatter: format,
  } as const;

  return (
    <PieChart
      height={260}
      hideLegend
      series={[
        { id: '2015', data: toPieData('2015'), cx: '25%', ...shared },
        { id: '2024', data: toPieData('2024'), cx: '75%', ...shared },
      ]}
    >
      <YearCaptions />
    </PieChart>
  );
}
