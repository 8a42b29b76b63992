import { createContext, useContext, useMemo, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton, type ToolbarButtonProps } from '@mui/x-charts/Toolbar';

const Controls = createContext<{ toggleStack: () => void; button: Partial<ToolbarButtonProps> }>({ toggleStack: () => {}, button: {} });

// The chart's toolbar slot, holding the button (with the playground's props): it stacks and unstacks the series.
function SampleToolbar() {
  const { toggleStack, button } = useContext(Controls);
  return (
    <Toolbar>
      <Tooltip title="Stack the series">
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <ToolbarButton onClick={toggleStack} {...button}>
            <StackedBarChartIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarButtonSample(props: Partial<ToolbarButtonProps>) {
  const [stacked, setStacked] = useState(false);
  const controls = useMemo(() => ({ toggleStack: () => setStacked((s) => !s), button: props }), [props]);
  const stack = stacked ? 'total' : undefined;
  return (
    <Controls.Provider value={controls}>
      <BarChart
        height={300}
        showToolbar
        slots={{ toolbar: SampleToolbar }}
        xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
        series={[
          { data: [42, 55, 38, 61, 70, 64], label: 'Online', stack },
          { data: [30, 34, 45, 40, 52, 58], label: 'In store', stack },
        ]}
      />
    </Controls.Provider>
  );
}
