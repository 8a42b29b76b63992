import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, GaugeValueText, type GaugeContainerProps } from '@mui/x-charts/Gauge';

// The gauge's container around its three parts: the reference arc, the value arc and the value's text.
export default function GaugeContainerSample(props: Partial<GaugeContainerProps>) {
  return (
    <GaugeContainer height={250} value={60} innerRadius="70%" {...props}>
      <GaugeReferenceArc />
      <GaugeValueArc />
      <GaugeValueText text={({ value, valueMax }) => `${value} / ${valueMax}`} />
    </GaugeContainer>
  );
}
