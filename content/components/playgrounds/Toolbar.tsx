import { createContext, useContext, useMemo, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton, type ChartsToolbarProps } from '@mui/x-charts/Toolbar';

const Controls = createContext({ toggleStack: () => {}, toggleLayout: () => {} });

// The chart's toolbar slot: the Toolbar (with the playground's props) holding two buttons that change the chart.
function SampleToolbar(props: ChartsToolbarProps) {
  const { toggleStack, toggleLayout } = useContext(Controls);
  return (
    <Toolbar {...props}>
      <Tooltip title="Stack the series">
        <ToolbarButton onClick={toggleStack}>
          <StackedBarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Swap the axes">
        <ToolbarButton onClick={toggleLayout}>
          <SwapHorizIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

const months = { scaleType: 'band' as const, data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] };

export default function ToolbarSample(props: Partial<ChartsToolbarProps>) {
  const [stacked, setStacked] = useState(false);
  const [horizontal, setHorizontal] = useState(false);
  const controls = useMemo(() => ({ toggleStack: () => setStacked((s) => !s), toggleLayout: () => setHorizontal((h) => !h) }), []);
  const stack = stacked ? 'total' : undefined;
  return (
    <Controls.Provider value={controls}>
      <BarChart
        height={300}
        showToolbar
        slots={{ toolbar: SampleToolbar }}
        slotProps={{ toolbar: props }}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? {} : months]}
        yAxis={[horizontal ? months : {}]}
        series={[
          { data: [42, 55, 38, 61, 70, 64], label: 'Online', stack },
          { data: [30, 34, 45, 40, 52, 58], label: 'In store', stack },
        ]}
      />
    </Controls.Provider>
  );
}
