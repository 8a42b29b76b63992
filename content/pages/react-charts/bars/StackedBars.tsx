import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function StackedBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Generation (GWh)', width: 60 }]}
      series={[
        { label: 'Hydro', stack: 'mix', data: [410, 380, 240, 350] },
        { label: 'Wind', stack: 'mix', data: [520, 390, 310, 560] },
        { label: 'Solar', stack: 'mix', data: [150, 330, 390, 140] },
        { label: 'Gas', stack: 'mix', data: [260, 180, 240, 300] },
      ]}
    />
  );
}
