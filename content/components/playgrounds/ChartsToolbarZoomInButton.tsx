import { createContext, useContext, type ComponentProps } from 'react';
import Tooltip from '@mui/material/Tooltip';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ChartsToolbarZoomInButton, ChartsToolbarZoomOutButton } from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar } from '@mui/x-charts/Toolbar';

type ButtonProps = Partial<ComponentProps<typeof ChartsToolbarZoomInButton>>;

const Button = createContext<ButtonProps>({});

const days = Array.from({ length: 30 }, (_, i) => i + 1);
const visits = days.map((d) => Math.round(120 + 40 * Math.sin(d / 3) + d * 2));

// A toolbar of the two zoom buttons; the zoom in button gets the playground's props.
function ZoomToolbar() {
  const button = useContext(Button);
  return (
    <Toolbar>
      <Tooltip title="Zoom in">
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <ChartsToolbarZoomInButton {...button}>
            <ZoomInIcon fontSize="small" />
          </ChartsToolbarZoomInButton>
        </span>
      </Tooltip>
      <Tooltip title="Zoom out">
        <span>
          <ChartsToolbarZoomOutButton>
            <ZoomOutIcon fontSize="small" />
          </ChartsToolbarZoomOutButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

// A chart whose day axis can be zoomed.
export default function ChartsToolbarZoomInButtonSample(props: ButtonProps) {
  return (
    <Button.Provider value={props}>
      <LineChartPro
        height={300}
        showToolbar
        slots={{ toolbar: ZoomToolbar }}
        xAxis={[{ id: 'days', data: days, zoom: true, label: 'Day' }]}
        series={[{ data: visits, label: 'Visitors', showMark: false }]}
      />
    </Button.Provider>
  );
}
