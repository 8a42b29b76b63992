import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { storeMetrics } from './storeMetrics';

export default function SparkLineTable() {
  return (
    <Table size="small" aria-label="Orders per store">
      <TableHead>
        <TableRow>
          <TableCell>Store</TableCell>
          <TableCell align="right">Today</TableCell>
          <TableCell align="right">Change</TableCell>
          <TableCell sx={{ width: '45%' }}>Last 14 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {storeMetrics.map(({ store, dailyOrders }) => {
          const first = dailyOrders[0];
          const last = dailyOrders[dailyOrders.length - 1];
          const change = Math.round(((last - first) / first) * 100);
          const rising = change >= 0;
          return (
            <TableRow key={store}>
              <TableCell>{store}</TableCell>
              <TableCell align="right">{last}</TableCell>
              <TableCell
                align="right"
                sx={{ color: rising ? 'success.main' : 'error.main', fontWeight: 500 }}
              >
                {rising ? '+' : ''}
                {change}%
              </TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <SparkLineChart
                  data={dailyOrders}
                  height={36}
                  area
                  color={rising ? '#43a047' : '#e53935'}
                  showTooltip
                  showHighlight
                  valueFormatter={(orders) => `${orders} orders`}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
