import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// Space used on a 256 GB phone, in GB.
const usage = [
  { id: 'photos', label: 'Photos and videos', value: 92 },
  { id: 'apps', label: 'Apps', value: 54 },
  { id: 'system', label: 'System', value: 21 },
  { id: 'messages', label: 'Messages', value: 17 },
];
const capacity = 256;
const free = capacity - usage.reduce((sum, item) => sum + item.value, 0);

// Diagonal stripes in the secondary text color, on the paper background.
function Hatch({ id }: { id: string }) {
  const theme = useTheme();
  // Theme variables, so that the colors follow the color scheme of the page.
  const palette = (theme.vars || theme).palette;
  return (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width={6} height={6} style={{ fill: palette.background.paper }} />
      <line x1={0} y1={0} x2={0} y2={6} strokeWidth={2} style={{ stroke: palette.text.secondary }} />
    </pattern>
  );
}

// The legend and tooltip mark of the free space: the same stripes in a small square.
function HatchedMark({ className }: ChartsLabelCustomMarkProps) {
  const id = React.useId();
  return (
    <svg viewBox="0 0 14 14" className={className} width="100%" height="100%">
      <defs>
        <Hatch id={id} />
      </defs>
      <rect width={14} height={14} fill={`url(#${id})`} />
    </svg>
  );
}

export default function StorageBreakdown() {
  const patternId = React.useId();
  return (
    <PieChart
      height={280}
      series={[
        {
          data: [
            ...usage.map((item) => ({ ...item, labelMarkType: 'square' as const })),
            {
              id: 'free',
              label: 'Free',
              value: free,
              color: `url(#${patternId})`,
              labelMarkType: HatchedMark,
            },
          ],
          innerRadius: 60,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    >
      <defs>
        <Hatch id={patternId} />
      </defs>
    </PieChart>
  );
}
