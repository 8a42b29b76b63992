import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauges() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge height={180} value={72} />
      <Gauge height={180} value={72} startAngle={-110} endAngle={110} />
    </Stack>
  );
}
