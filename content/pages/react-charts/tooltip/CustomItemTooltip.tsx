import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { shipments } from './storeData';

function ShipmentTooltip(props: ChartsTooltipProps) {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip) {
    return null;
  }
  const shipment = shipments.find((item) => item.id === tooltip.value.id);
  if (!shipment) {
    return null;
  }
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <Paper elevation={4} sx={{ px: 1.5, py: 1, borderInlineStart: 4, borderColor: tooltip.color }}>
        <Typography variant="subtitle2">Parcel to {shipment.city}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {shipment.distanceKm} km in {shipment.hours} h with {shipment.carrier}
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Delivery time (h)' }]}
      series={['RoadFast', 'Parcelia'].map((carrier) => ({
        label: carrier,
        data: shipments
          .filter((item) => item.carrier === carrier)
          .map((item) => ({ id: item.id, x: item.distanceKm, y: item.hours })),
      }))}
      slots={{ tooltip: ShipmentTooltip }}
    />
  );
}
