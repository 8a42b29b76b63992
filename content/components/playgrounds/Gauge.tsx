import { Gauge, type GaugeProps } from '@mui/x-charts/Gauge';

// A storage gauge at 60 %.
export default function GaugeSample(props: Partial<GaugeProps>) {
  return <Gauge height={250} value={60} {...props} />;
}
