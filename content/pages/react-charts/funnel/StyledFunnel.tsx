import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

export default function StyledFunnel() {
  return (
    <FunnelChart
      height={300}
      gap={6}
      hideLegend
      categoryAxis={{
        categories: checkoutSteps.map((step) => step.label),
        position: 'left',
        size: 130,
        disableLine: true,
        disableTicks: true,
      }}
      series={[
        {
          data: checkoutSteps,
          variant: 'outlined',
          borderRadius: 4,
          valueFormatter: formatCount,
          sectionLabel: (item) =>
            item.value < 6000
              ? { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } }
              : { position: { horizontal: 'center' } },
        },
      ]}
    />
  );
}
