import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketData, weekdays } from './supportTickets';

type CellProps = React.SVGProps<SVGRectElement> & {
  // Passed by the heatmap to a custom cell component.
  ownerState: { color: string; value: number; isFaded: boolean; isHighlighted: boolean };
};

// A rounded cell that writes its own value, in a color readable on the cell.
function ValueCell(props: CellProps) {
  const { ownerState, x = 0, y = 0, width = 0, height = 0, ...other } = props;
  const theme = useTheme();
  const left = Number(x);
  const top = Number(y);
  return (
    <g>
      <rect
        {...other}
        x={left + 1}
        y={top + 1}
        width={Number(width) - 2}
        height={Number(height) - 2}
        rx={6}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.4 : 1}
      />
      <text
        x={left + Number(width) / 2}
        y={top + Number(height) / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill={theme.palette.getContrastText(ownerState.color)}
        style={{ fontSize: 12, pointerEvents: 'none' }}
      >
        {ownerState.value}%
      </text>
    </g>
  );
}

export default function HeatmapValueCells() {
  return (
    <Heatmap
      height={340}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: weekdays, width: 50 }]}
      series={[
        {
          data: ticketData,
          label: 'Team busy',
          valueFormatter: (value) => `${value[2]}%`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slots={{ cell: ValueCell }}
    />
  );
}
