import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Sales', 'Design', 'Engineering', 'Finance'];

// Tickets closed per team, one array per week.
const weeks = [
  { name: 'Week 1', data: [48, 22, 15, 37, 9] },
  { name: 'Week 2', data: [61, 18, 21, 29, 12] },
  { name: 'Week 3', data: [39, 27, 12, 44, 7] },
];

export default function BarAnimation() {
  const [week, setWeek] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setWeek((week + 1) % weeks.length)}>
          Show {weeks[(week + 1) % weeks.length].name}
        </Button>
        <FormControlLabel
          control={
            <Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: teams }]}
        yAxis={[{ max: 70 }]}
        series={[{ label: `Tickets closed, ${weeks[week].name}`, data: weeks[week].data }]}
        barLabel="value"
        skipAnimation={skipAnimation}
      />
    </Stack>
  );
}
