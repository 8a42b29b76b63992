import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineElementClasses } from '@mui/x-charts/LineChart';

// Hourly CPU load of a server, in percent: it peaks at 100 twice.
const cpuLoad = [34, 41, 58, 77, 100, 96, 71, 52, 63, 88, 100, 84, 60, 45];

export default function LineWidth() {
  const [strokeWidth, setStrokeWidth] = React.useState(4);
  const [disableClipping, setDisableClipping] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="stroke-width-label">
            strokeWidth: {strokeWidth}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={10}
            value={strokeWidth}
            onChange={(_event, value) => setStrokeWidth(value as number)}
            aria-labelledby="stroke-width-label"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={disableClipping}
              onChange={(event) => setDisableClipping(event.target.checked)}
            />
          }
          label="disableClipping"
        />
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 360 }}>
        <SparkLineChart
          height={60}
          data={cpuLoad}
          yAxis={{ min: 0, max: 100 }}
          margin={2}
          disableClipping={disableClipping}
          sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth } }}
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
        {`<SparkLineChart\n  yAxis={{ min: 0, max: 100 }}\n  margin={2}\n  disableClipping={${disableClipping}}\n  sx={{ [\`& .\${lineElementClasses.root}\`]: { strokeWidth: ${strokeWidth} } }}\n/>`}
      </Box>
    </Stack>
  );
}
