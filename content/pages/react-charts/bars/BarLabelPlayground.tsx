import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart, BarLabel, type BarLabelProps } from '@mui/x-charts/BarChart';

type LabelMode = 'none' | 'value' | 'function';
type Placement = 'center' | 'outside';

const cities = ['Lisbon', 'Rome', 'Athens', 'Vienna', 'Prague'];
const sunnyDays = [259, 249, 274, 178, 163];

// A label slot that writes the text just past the end of the bar instead of in its middle.
function OutsideBarLabel(props: BarLabelProps) {
  const theme = useTheme();
  const { x, y, width, height, layout, children } = props;
  const vertical = layout === 'vertical';
  return (
    <text
      x={vertical ? x + width / 2 : x + width + 6}
      y={vertical ? y - 8 : y + height / 2}
      textAnchor={vertical ? 'middle' : 'start'}
      dominantBaseline="central"
      fill={theme.palette.text.primary}
      style={{ ...theme.typography.caption, pointerEvents: 'none' }}
    >
      {children}
    </text>
  );
}

export default function BarLabelPlayground() {
  const [labelMode, setLabelMode] = React.useState<LabelMode>('value');
  const [placement, setPlacement] = React.useState<Placement>('outside');
  const [borderRadius, setBorderRadius] = React.useState(8);

  const barLabelSnippet = {
    none: [],
    value: ['  barLabel="value"'],
    function: ['  barLabel={(item) => `${item.value} days`}'],
  }[labelMode];

  const snippet = [
    '<BarChart',
    ...barLabelSnippet,
    ...(labelMode !== 'none' && placement === 'outside'
      ? ['  slots={{ barLabel: OutsideBarLabel }}']
      : []),
    `  borderRadius={${borderRadius}}`,
    '  series={[{ data: sunnyDays }]}',
    '/>',
  ].join('\n');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={labelMode}
          onChange={(_event, value: LabelMode | null) => value && setLabelMode(value)}
          aria-label="barLabel"
        >
          <ToggleButton value="none" sx={{ textTransform: 'none' }}>
            no label
          </ToggleButton>
          <ToggleButton value="value" sx={{ textTransform: 'none' }}>
            "value"
          </ToggleButton>
          <ToggleButton value="function" sx={{ textTransform: 'none' }}>
            function
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={placement}
          disabled={labelMode === 'none'}
          onChange={(_event, value: Placement | null) => value && setPlacement(value)}
          aria-label="label placement"
        >
          <ToggleButton value="center" sx={{ textTransform: 'none' }}>
            centered
          </ToggleButton>
          <ToggleButton value="outside" sx={{ textTransform: 'none' }}>
            outside
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="border-radius-label">
            borderRadius: {borderRadius}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={20}
            value={borderRadius}
            onChange={(_event, value) => setBorderRadius(value as number)}
            aria-labelledby="border-radius-label"
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ max: 300 }]}
        series={[{ label: 'Sunny days per year', data: sunnyDays }]}
        barLabel={
          labelMode === 'none'
            ? undefined
            : labelMode === 'value'
              ? 'value'
              : (item) => `${item.value} days`
        }
        slots={{ barLabel: placement === 'outside' ? OutsideBarLabel : BarLabel }}
        borderRadius={borderRadius}
        hideLegend
      />
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
        {snippet}
      </Box>
    </Stack>
  );
}
