import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeArcShapes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Gauge height={180} value={43} innerRadius="60%" cornerRadius="50%" />
      <Gauge
        height={180}
        value={43}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        outerRadius="100%"
        cy="70%"
      />
      <Gauge height={180} value={43} startAngle={0} endAngle={270} innerRadius="88%" />
    </Stack>
  );
}
