import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import { householdBudget } from './browserShare';

export default function DonutShapes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <PieChart
        height={220}
        hideLegend
        series={[
          {
            data: householdBudget,
            innerRadius: '55%',
            paddingAngle: 2,
            cornerRadius: 4,
          },
        ]}
      />
      <PieChart
        height={220}
        hideLegend
        series={[
          {
            data: householdBudget,
            innerRadius: '45%',
            startAngle: -90,
            endAngle: 90,
            cy: '75%',
            outerRadius: '130%',
          },
        ]}
      />
    </Stack>
  );
}
