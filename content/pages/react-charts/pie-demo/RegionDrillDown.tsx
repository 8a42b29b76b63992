import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

type Region = {
  id: string;
  label: string;
  countries: { id: string; label: string; value: number }[];
};

// Yearly revenue of an online course platform, in thousands of dollars.
const regions: Region[] = [
  {
    id: 'europe',
    label: 'Europe',
    countries: [
      { id: 'de', label: 'Germany', value: 412 },
      { id: 'fr', label: 'France', value: 305 },
      { id: 'es', label: 'Spain', value: 188 },
      { id: 'pl', label: 'Poland', value: 96 },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    countries: [
      { id: 'us', label: 'United States', value: 690 },
      { id: 'br', label: 'Brazil', value: 214 },
      { id: 'ca', label: 'Canada', value: 158 },
    ],
  },
  {
    id: 'asia',
    label: 'Asia-Pacific',
    countries: [
      { id: 'in', label: 'India', value: 276 },
      { id: 'jp', label: 'Japan', value: 231 },
      { id: 'au', label: 'Australia', value: 119 },
    ],
  },
];

const sum = (values: { value: number }[]) => values.reduce((total, item) => total + item.value, 0);

export default function RegionDrillDown() {
  const [regionId, setRegionId] = React.useState<string | null>(null);
  const region = regions.find((item) => item.id === regionId) ?? null;

  const data = region
    ? region.countries
    : regions.map((item) => ({ id: item.id, label: item.label, value: sum(item.countries) }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography variant="subtitle2">
          {region ? `${region.label}: $${sum(region.countries)}k` : `All regions: $${sum(data)}k`}
        </Typography>
        {region && (
          <Button size="small" onClick={() => setRegionId(null)}>
            Back to regions
          </Button>
        )}
      </Stack>
      <PieChart
        height={260}
        series={[
          {
            data,
            innerRadius: 40,
            paddingAngle: 1,
            cornerRadius: 3,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `$${item.value}k`,
          },
        ]}
        onItemClick={(_event, identifier) => {
          // Only the region level can be opened.
          if (!region) {
            setRegionId(regions[identifier.dataIndex].id);
          }
        }}
        sx={{ cursor: region ? 'default' : 'pointer' }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {region ? 'Revenue by country.' : 'Click a region to see its countries.'}
      </Typography>
    </Stack>
  );
}
