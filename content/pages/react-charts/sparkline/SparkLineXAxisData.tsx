import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type XScale = 'point' | 'utc';

// A patient's weight, recorded at irregular visits.
const visits = ['2025-01-06', '2025-01-13', '2025-01-20', '2025-03-03', '2025-03-10', '2025-05-26', '2025-06-02'].map(
  (day) => new Date(`${day}T00:00:00Z`),
);
const weight = [82.4, 81.9, 81.2, 79.8, 79.5, 77.6, 77.1];

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function SparkLineXAxisData() {
  const [scaleType, setScaleType] = React.useState<XScale>('utc');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: XScale | null) => value && setScaleType(value)}
        aria-label="x-axis scaleType"
      >
        <ToggleButton value="point" sx={{ textTransform: 'none' }}>
          point
        </ToggleButton>
        <ToggleButton value="utc" sx={{ textTransform: 'none' }}>
          utc
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', maxWidth: 360 }}>
        <SparkLineChart
          height={60}
          data={weight}
          xAxis={{ scaleType, data: visits, domainLimit: 'strict', valueFormatter: (date: Date) => dateFormatter.format(date) }}
          valueFormatter={(value) => `${value} kg`}
          showTooltip
          showHighlight
        />
      </Box>
      <Box
        component="pre"
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: theme.typography.pxToRem(13),
          overflowX: 'auto',
        })}
      >
        {`xAxis={{ scaleType: '${scaleType}', data: visits, domainLimit: 'strict' }}`}
      </Box>
    </Stack>
  );
}
