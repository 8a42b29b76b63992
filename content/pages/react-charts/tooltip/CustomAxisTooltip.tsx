import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { ordersByCategory, weekdays } from './storeData';

function TotalTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  if (!axes) {
    return null;
  }
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={4} sx={{ px: 1.5, py: 1, minWidth: 160 }}>
        {axes.map(({ axisId, axisFormattedValue, seriesItems }) => {
          const total = seriesItems.reduce(
            (sum, item) => sum + (typeof item.value === 'number' ? item.value : 0),
            0,
          );
          return (
            <Stack key={axisId} spacing={0.5}>
              <Typography variant="subtitle2">{axisFormattedValue}</Typography>
              {seriesItems.map((item) => (
                <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span
                    style={{ width: 10, height: 10, borderRadius: 2, background: item.color }}
                  />
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {item.formattedLabel}
                  </Typography>
                  <Typography variant="body2">{item.formattedValue}</Typography>
                </Stack>
              ))}
              <Divider />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
                  Total
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
                  {total} orders
                </Typography>
              </Stack>
            </Stack>
          );
        })}
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      series={[
        { label: 'Books', data: ordersByCategory.books, stack: 'orders' },
        { label: 'Games', data: ordersByCategory.games, stack: 'orders' },
        { label: 'Music', data: ordersByCategory.music, stack: 'orders' },
      ]}
      slots={{ tooltip: TotalTooltip }}
    />
  );
}
