import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatCount } from './pipeline';

// The part of each checkout step that happened on a phone.
const mobileCounts = [29100, 15800, 4700, 2100, 1200];

export default function MultipleFunnels() {
  const theme = useTheme();

  return (
    <FunnelChart
      height={320}
      hideLegend
      categoryAxis={{
        categories: checkoutSteps.map((step) => step.label),
        size: 130,
        disableTicks: true,
      }}
      series={[
        {
          id: 'all',
          label: 'All devices',
          data: checkoutSteps.map((step) => ({ ...step, color: theme.palette.primary.light })),
          valueFormatter: formatCount,
          // Write the totals just outside the funnel, on its end side.
          sectionLabel: {
            position: { horizontal: 'end' },
            textAnchor: 'start',
            offset: { x: 8 },
          },
        },
        {
          id: 'mobile',
          label: 'Mobile',
          data: checkoutSteps.map((step, index) => ({
            label: `${step.label} (mobile)`,
            value: mobileCounts[index],
            color: theme.palette.primary.main,
          })),
          valueFormatter: formatCount,
          // Only the first two mobile sections are wide enough for a label.
          sectionLabel: (item) => (item.dataIndex < 2 ? {} : false),
        },
      ]}
      margin={{ right: 64 }}
    />
  );
}
