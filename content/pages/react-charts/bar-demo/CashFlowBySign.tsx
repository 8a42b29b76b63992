import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { cashFlowByCategory, firstHalf } from './galleryData';

const inflow = (value: number | null) => (value === null ? null : `+$${value}k`);
const outflow = (value: number | null) => (value === null ? null : `−$${Math.abs(value)}k`);

export default function CashFlowBySign() {
  return (
    <BarChart
      height={360}
      xAxis={[{ scaleType: 'band', data: firstHalf }]}
      yAxis={[{ width: 55, valueFormatter: (value: number) => `${value < 0 ? '−' : ''}$${Math.abs(value)}k` }]}
      series={[
        { label: 'Shop sales', data: cashFlowByCategory.shopSales, stack: 'cash', valueFormatter: inflow },
        { label: 'Catering', data: cashFlowByCategory.catering, stack: 'cash', valueFormatter: inflow },
        { label: 'Ingredients', data: cashFlowByCategory.ingredients, stack: 'cash', valueFormatter: outflow },
        { label: 'Wages', data: cashFlowByCategory.wages, stack: 'cash', valueFormatter: outflow },
        { label: 'Rent', data: cashFlowByCategory.rent, stack: 'cash', valueFormatter: outflow },
      ]}
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine y={0} />
    </BarChart>
  );
}
