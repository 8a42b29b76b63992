import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function FunnelPalette() {
  return (
    <FunnelChart
      height={300}
      colors={blueberryTwilightPalette}
      series={[{ data: checkoutSteps, curve: 'bump', valueFormatter: formatCount }]}
    />
  );
}
