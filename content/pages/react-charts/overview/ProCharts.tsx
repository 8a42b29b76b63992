import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutFunnel, dayParts, ticketLoad, weekdays } from './overviewData';

function Tile({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary', px: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function ProCharts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      <Tile title="Heatmap">
        <Heatmap
          height={240}
          xAxis={[{ data: weekdays }]}
          yAxis={[{ data: dayParts, width: 80 }]}
          zAxis={[
            { colorMap: { type: 'continuous', min: 0, max: 25, color: ['#bbdefb', '#0d47a1'] } },
          ]}
          series={[{ data: ticketLoad, label: 'Tickets' }]}
          hideLegend
        />
      </Tile>
      <Tile title="Funnel chart">
        <FunnelChart
          height={240}
          series={[{ data: checkoutFunnel }]}
          hideLegend
        />
      </Tile>
    </Box>
  );
}
