import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function FunnelVariant() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" dir="ltr" sx={{ textAlign: 'center' }}>
            variant: &apos;{variant}&apos;
          </Typography>
          <FunnelChart
            height={260}
            hideLegend
            gap={4}
            series={[{ data: checkoutSteps, variant, valueFormatter: formatCount }]}
          />
        </Stack>
      ))}
    </Stack>
  );
}
