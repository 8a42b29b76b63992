import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function BasicFunnel() {
  return (
    <FunnelChart
      height={300}
      series={[{ data: checkoutSteps, valueFormatter: formatCount }]}
    />
  );
}
