import Tooltip from '@mui/material/Tooltip';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { useChartApiContext } from '@mui/x-charts/context';
import {
  ChartsToolbarZoomInButton,
  ChartsToolbarZoomOutButton,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import PrintIcon from '@mui/icons-material/Print';
import { formatHour, hours, waterLevel } from './toolbarData';

function ReservoirToolbar() {
  const apiRef = useChartApiContext<ChartProApi<'line'>>();

  return (
    <Toolbar>
      <Tooltip title="Zoom in">
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <ChartsToolbarZoomInButton>
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
      <Tooltip title="Reset zoom">
        <ToolbarButton
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'hours', start: 0, end: 100 }])}
        >
          <RestartAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Print">
        <ToolbarButton onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Reservoir level' })}>
          <PrintIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      slots={{ toolbar: ReservoirToolbar }}
      xAxis={[{ id: 'hours', data: hours, zoom: true, valueFormatter: formatHour }]}
      yAxis={[{ label: 'Level (m)' }]}
      series={[{ label: 'Reservoir level', data: waterLevel, showMark: false, color: '#0288d1' }]}
    />
  );
}
