import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { euro, householdBudget } from './browserShare';

const total = householdBudget.reduce((sum, item) => sum + item.value, 0);

export default function ClickableSlices() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const item = selected === null ? null : householdBudget[selected];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
        series={[{ data: householdBudget, innerRadius: 50, paddingAngle: 1 }]}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {item
          ? `${item.label}: ${euro.format(item.value)} (${Math.round((item.value / total) * 100)}% of the budget)`
          : 'Click a slice to see its share of the budget.'}
      </Typography>
    </Stack>
  );
}
