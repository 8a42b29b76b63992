import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { ticketsByChannel } from './energyMix';

const total = ticketsByChannel.reduce((sum, item) => sum + item.value, 0);

const CenterValue = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 28,
  fontWeight: 600,
}));

const CenterCaption = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 13,
}));

function CenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterValue x={x} y={y - 12}>
        {total.toLocaleString('en-US')}
      </CenterValue>
      <CenterCaption x={x} y={y + 16}>
        tickets closed
      </CenterCaption>
    </g>
  );
}

export default function DonutWithTotal() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: ticketsByChannel,
          innerRadius: '70%',
          paddingAngle: 1.5,
          cornerRadius: 3,
          valueFormatter: (item) => `${item.value} tickets`,
        },
      ]}
    >
      <CenterLabel />
    </PieChart>
  );
}
