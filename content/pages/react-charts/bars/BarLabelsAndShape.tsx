import { BarChart } from '@mui/x-charts/BarChart';

const sprints = ['Sprint 1', 'Sprint 2', 'Sprint 3', 'Sprint 4', 'Sprint 5'];

export default function BarLabelsAndShape() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: sprints }]}
      series={[
        { label: 'Planned', data: [21, 24, 22, 26, 25], color: '#90a4ae' },
        { label: 'Completed', data: [18, 24, 19, 27, null], color: '#00897b' },
      ]}
      barLabel="value"
      borderRadius={6}
      grid={{ horizontal: true }}
    />
  );
}
