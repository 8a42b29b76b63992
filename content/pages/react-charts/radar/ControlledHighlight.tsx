import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { laptopScores, reviewCriteria } from './laptops';

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({
    seriesId: 'nimbus',
  });

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_event, value: string | null) =>
          setHighlightedItem(value === null ? null : { seriesId: value })
        }
        aria-label="Highlighted laptop"
      >
        {laptopScores.map((laptop) => (
          <ToggleButton key={laptop.id} value={laptop.id} sx={{ textTransform: 'none' }}>
            {laptop.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={300}
        highlight="series"
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        series={laptopScores.map((laptop) => ({ ...laptop, fillArea: true }))}
        radar={{ max: 10, metrics: reviewCriteria }}
        hideLegend
      />
    </Stack>
  );
}
