import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Speed = 'default' | 'fast' | 'slow' | 'none';

/** The `timeout` of each item's Collapse; undefined keeps the package's default. */
const TIMEOUTS: Record<Speed, number | undefined> = {
  default: undefined,
  fast: 120,
  slow: 900,
  none: 0,
};

const DEPARTMENTS: TreeViewBaseItem[] = [
  {
    id: 'sales',
    label: 'Sales',
    children: [
      {
        id: 'sales-emea',
        label: 'Europe, Middle East, Africa',
        children: [
          { id: 'sales-emea-north', label: 'Northern Europe' },
          { id: 'sales-emea-south', label: 'Southern Europe' },
        ],
      },
      { id: 'sales-americas', label: 'Americas' },
      { id: 'sales-apac', label: 'Asia Pacific' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'engineering-web', label: 'Web platform' },
      { id: 'engineering-mobile', label: 'Mobile apps' },
      { id: 'engineering-data', label: 'Data' },
    ],
  },
];

export default function ExpansionSpeed() {
  const [speed, setSpeed] = React.useState<Speed>('slow');
  const timeout = TIMEOUTS[speed];

  return (
    <Box sx={{ minHeight: 320, minWidth: 280, maxWidth: 440 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={speed}
        onChange={(_event, value: Speed | null) => value && setSpeed(value)}
        aria-label="Expansion animation"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="fast">Fast (120 ms)</ToggleButton>
        <ToggleButton value="slow">Slow (900 ms)</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS}
        slotProps={{
          item: timeout === undefined ? {} : { slotProps: { groupTransition: { timeout } } },
        }}
      />
    </Box>
  );
}
