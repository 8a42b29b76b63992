import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { hours, powerByFloor } from './energyData';

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  const describe = (item: HighlightItemData | null) => {
    if (!item) {
      return 'Nothing highlighted';
    }
    const floor = powerByFloor.find((entry) => entry.id === item.seriesId);
    if (!floor) {
      return 'Nothing highlighted';
    }
    return item.dataIndex === undefined
      ? floor.label
      : `${floor.label} at ${hours[item.dataIndex]}: ${floor.data[item.dataIndex]} kW`;
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {powerByFloor.map((floor) => (
          <Chip
            key={floor.id}
            label={floor.label}
            color={highlighted?.seriesId === floor.id ? 'primary' : 'default'}
            onClick={() =>
              setHighlighted((previous) =>
                previous?.seriesId === floor.id ? null : { seriesId: floor.id },
              )
            }
          />
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
          {describe(highlighted)}
        </Typography>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={powerByFloor.map((floor) => ({
          ...floor,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Stack>
  );
}
