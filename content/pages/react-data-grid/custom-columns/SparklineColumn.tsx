import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createProducts, createRandom, usd } from '../shared/data';

type ProductSales = {
  id: number;
  name: string;
  price: number;
  weeklyUnits: number[]; // units sold in each of the last 12 weeks
};

const random = createRandom(5);
const rows: ProductSales[] = createProducts(12).map((product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  weeklyUnits: Array.from({ length: 12 }, () => random.int(4, 60)),
}));

function SparklineCell(props: GridRenderCellParams<ProductSales, number[]> & { plotType: 'line' | 'bar' }) {
  const { value, colDef, plotType } = props;
  if (!value) {
    return null;
  }
  return (
    <SparkLineChart
      data={value}
      plotType={plotType}
      width={colDef.computedWidth}
      height={32}
      showHighlight
      showTooltip
    />
  );
}

// A preset for columns whose value is a series of numbers.
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  display: 'flex',
  sortable: false,
  filterable: false,
  // The text of the cell for the CSV export and the clipboard.
  valueFormatter: (value: number[] | undefined) => value?.join(' ') ?? '',
};

const columns: GridColDef<ProductSales>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value: number) => usd.format(value) },
  {
    field: 'weeklyUnits',
    headerName: 'Units, last 12 weeks',
    width: 170,
    ...sparklineColumn,
    renderCell: (params) => <SparklineCell {...params} plotType="line" />,
  },
  {
    field: 'weeklyBars',
    headerName: 'Same, as bars',
    width: 170,
    ...sparklineColumn,
    valueGetter: (_value, row) => row.weeklyUnits,
    renderCell: (params) => <SparklineCell {...params} plotType="bar" />,
  },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
    </Box>
  );
}
