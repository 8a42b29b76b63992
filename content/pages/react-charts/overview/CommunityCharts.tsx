import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { RadarChart } from '@mui/x-charts/RadarChart';
import {
  browserShare,
  dailyVisits,
  monthlyOrders,
  months,
  playerSkills,
  studyHours,
} from './overviewData';

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

export default function CommunityCharts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      <Tile title="Bar chart">
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ data: monthlyOrders, label: 'Orders' }]}
          hideLegend
        />
      </Tile>
      <Tile title="Line chart">
        <LineChart
          height={180}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[{ data: monthlyOrders, label: 'Orders', area: true }]}
          hideLegend
        />
      </Tile>
      <Tile title="Pie chart">
        <PieChart
          height={180}
          series={[{ data: browserShare, innerRadius: 40, paddingAngle: 2, cornerRadius: 4 }]}
          hideLegend
        />
      </Tile>
      <Tile title="Scatter chart">
        <ScatterChart
          height={180}
          series={[{ data: studyHours, label: 'Students' }]}
          hideLegend
        />
      </Tile>
      <Tile title="Radar chart">
        <RadarChart
          height={180}
          margin={{ left: 40, right: 40 }}
          radar={{ max: 10, metrics: playerSkills.metrics }}
          series={[{ data: playerSkills.values, label: 'Player', fillArea: true }]}
          hideLegend
        />
      </Tile>
      <Tile title="Sparkline and gauge">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 180 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SparkLineChart data={dailyVisits} height={80} area showHighlight />
          </Box>
          <Gauge value={72} height={120} width={120} innerRadius="70%" text="72%" />
        </Box>
      </Tile>
    </Box>
  );
}
