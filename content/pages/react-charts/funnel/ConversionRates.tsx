import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './pipeline';

export default function ConversionRates() {
  const [selected, setSelected] = React.useState(2);
  const step = checkoutSteps[selected];
  const previous = checkoutSteps[selected - 1];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FunnelChart
        height={260}
        hideLegend
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
        series={[
          {
            data: checkoutSteps,
            curve: 'step',
            borderRadius: 0,
            valueFormatter: (item) =>
              item === null
                ? null
                : `${((item.value / checkoutSteps[0].value) * 100).toFixed(1)}% of visitors`,
          },
        ]}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {previous
          ? `${step.label}: ${((step.value / previous.value) * 100).toFixed(1)}% of the previous step`
          : `${step.label}: the top of the funnel. Click another step.`}
      </Typography>
    </Stack>
  );
}
