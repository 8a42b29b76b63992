import { BarChart } from '@mui/x-charts/BarChart';

export default function ChartSlotProps() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { data: [12, 18, 9, 21], label: 'Online' },
        { data: [7, 11, 14, 10], label: 'In store' },
      ]}
      // The default legend and tooltip stay; only their props change.
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        tooltip: { trigger: 'item' },
      }}
    />
  );
}
