import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Support tickets handled per quarter, by channel.
const channels = [
  { label: 'Email', data: [1820, 1740, 1690, 1910] },
  { label: 'Chat', data: [1240, 1410, 1580, 1720] },
  { label: 'Phone', data: [960, 880, 820, 790] },
];

export default function LegendStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={channels}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      sx={(theme) => ({
        [`& .${legendClasses.root}`]: { gap: 3 },
        [`& .${legendClasses.series}`]: { gap: 1 },
        [`& .${legendClasses.label}`]: {
          ...theme.typography.body2,
          color: theme.palette.text.secondary,
        },
        [`& .${legendClasses.mark}`]: { borderRadius: '50%' },
      })}
    />
  );
}
