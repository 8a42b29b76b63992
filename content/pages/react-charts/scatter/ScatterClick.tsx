import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { apartments, lyon, porto } from './apartments';

export default function ScatterClick() {
  const [selectedId, setSelectedId] = React.useState<string | null>(null);
  const selected = apartments.find((apartment) => apartment.id === selectedId);

  return (
    <Stack spacing={1}>
      <ScatterChart
        height={300}
        voronoiMaxRadius={20}
        series={[
          {
            id: 'porto',
            label: 'Porto',
            data: porto.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
          },
          {
            id: 'lyon',
            label: 'Lyon',
            data: lyon.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
          },
        ]}
        yAxis={[{ width: 50 }]}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => {
          const list = item.seriesId === 'porto' ? porto : lyon;
          setSelectedId(list[item.dataIndex].id);
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {selected
          ? `${selected.id}: ${selected.area} m², ${selected.rent} € per month, ${selected.distance} km from the centre`
          : 'Click a point (or near one) to see the listing.'}
      </Typography>
    </Stack>
  );
}
