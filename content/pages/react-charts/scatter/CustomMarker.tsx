import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { lyon, porto } from './apartments';

function DiamondMarker(props: ScatterMarkerProps) {
  const { x, y, size, color, isHighlighted, isFaded, seriesId, dataIndex, ...other } = props;
  const radius = (isHighlighted ? 1.4 : 1) * size;
  return (
    <path
      d={`M 0 ${-radius} L ${radius} 0 L 0 ${radius} L ${-radius} 0 Z`}
      transform={`translate(${x}, ${y})`}
      fill={color}
      fillOpacity={isFaded ? 0.2 : 0.8}
      {...other}
    />
  );
}

export default function CustomMarker() {
  return (
    <ScatterChart
      height={300}
      series={[
        {
          label: 'Porto',
          markerSize: 3,
          data: porto.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
        },
        {
          label: 'Lyon',
          markerSize: 7,
          data: lyon.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      yAxis={[{ width: 50 }]}
      slots={{ marker: DiamondMarker }}
    />
  );
}
