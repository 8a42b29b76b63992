import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

const categories = checkoutSteps.map((step) => step.label);

export default function ScaledSections() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {(['band', 'linear'] as const).map((scaleType) => (
        <Stack key={scaleType} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" dir="ltr" sx={{ textAlign: 'center' }}>
            scaleType: &apos;{scaleType}&apos;
          </Typography>
          <FunnelChart
            height={300}
            hideLegend
            categoryAxis={{ categories, scaleType, size: 120, disableTicks: true }}
            series={[{ data: checkoutSteps, valueFormatter: formatCount }]}
          />
        </Stack>
      ))}
    </Stack>
  );
}
