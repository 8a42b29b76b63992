import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeTextAndStyle() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Gauge
        height={180}
        value={38}
        valueMax={50}
        startAngle={-110}
        endAngle={110}
        text={({ value, valueMax }) => `${value} / ${valueMax} seats`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 16 },
        }}
      />
      <Gauge
        height={180}
        value={21.5}
        valueMin={15}
        valueMax={30}
        cornerRadius="50%"
        text={({ value }) => (value === null ? 'No reading' : `${value.toFixed(1)} °C`)}
        sx={(theme) => ({
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 },
          [`& .${gaugeClasses.valueArc}`]: { fill: (theme.vars || theme).palette.success.main },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: (theme.vars || theme).palette.action.disabledBackground,
          },
        })}
      />
    </Stack>
  );
}
