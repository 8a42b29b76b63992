import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function FunnelColors() {
  const theme = useTheme();
  const neutral = theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 400];

  return (
    <FunnelChart
      height={300}
      hideLegend
      gap={2}
      series={[
        {
          // Every step in a neutral colour, the last one in the success colour.
          data: checkoutSteps.map((step, index) => ({
            ...step,
            color: index === checkoutSteps.length - 1 ? theme.palette.success.main : neutral,
          })),
          valueFormatter: formatCount,
        },
      ]}
    />
  );
}
