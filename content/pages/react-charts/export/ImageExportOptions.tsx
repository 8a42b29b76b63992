import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { quarters, subscribers } from './exportData';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export default function ImageExportOptions() {
  const apiRef = React.useRef<ChartProApi<'bar'>>(undefined);
  const [type, setType] = React.useState<ImageType>('image/png');
  const [quality, setQuality] = React.useState(0.9);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="type"
          value={type}
          onChange={(event) => setType(event.target.value as ImageType)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="image/png">image/png</MenuItem>
          <MenuItem value="image/jpeg">image/jpeg</MenuItem>
          <MenuItem value="image/webp">image/webp</MenuItem>
        </TextField>
        <Stack sx={{ width: 180 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            quality: {quality.toFixed(1)}
          </Typography>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={quality}
            disabled={type === 'image/png'}
            onChange={(_event, value) => setQuality(value as number)}
            aria-label="quality"
          />
        </Stack>
        <Button
          variant="contained"
          size="small"
          onClick={() =>
            apiRef.current?.exportAsImage({ type, quality, fileName: 'premium-subscribers' })
          }
        >
          Export
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[{ label: 'Premium subscribers (k)', data: subscribers.premium, color: '#8e24aa' }]}
        barLabel="value"
      />
    </Stack>
  );
}
