import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  last: number;
  change: number;
  volume: number;
}

// Fictitious companies and prices.
const rows: Quote[] = [
  { id: 'NWTR', company: 'Northwind Traders', last: 184.22, change: 2.41, volume: 3_412_900 },
  { id: 'CTSO', company: 'Contoso Energy', last: 62.05, change: -1.18, volume: 8_904_300 },
  { id: 'FABK', company: 'Fabrikam Robotics', last: 311.9, change: 7.62, volume: 1_206_400 },
  { id: 'WWIM', company: 'Wide World Importers', last: 27.4, change: 0, volume: 640_100 },
  { id: 'ADVW', company: 'Adventure Works', last: 95.13, change: -3.87, volume: 2_877_000 },
  { id: 'TLSP', company: 'Tailspin Aviation', last: 143.66, change: 1.05, volume: 1_980_700 },
  { id: 'LITW', company: 'Litware Software', last: 402.18, change: -0.92, volume: 912_500 },
  { id: 'PRSW', company: 'Proseware Health', last: 58.77, change: 0.38, volume: 4_455_200 },
  { id: 'FRTH', company: 'Fourth Coffee', last: 12.09, change: -0.41, volume: 7_310_800 },
  { id: 'ALPN', company: 'Alpine Ski House', last: 36.52, change: 1.97, volume: 1_143_600 },
];

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const trendClass = ({ value }: GridCellParams<Quote, number>) => {
  if (value == null || value === 0) {
    return '';
  }
  return value > 0 ? 'quote--up' : 'quote--down';
};

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 70 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 130 },
  {
    field: 'last',
    headerName: 'Last',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => price.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 75,
    valueFormatter: (value: number) => signed.format(value),
    cellClassName: trendClass,
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 95,
    valueGetter: (_value, row) => (row.change / (row.last - row.change)) * 100,
    // An arrow as well as the color, for readers who can't tell red from green.
    valueFormatter: (value: number) =>
      `${value > 0 ? '▲' : value < 0 ? '▼' : ''} ${signed.format(value)} %`.trim(),
    cellClassName: trendClass,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 75,
    valueFormatter: (value: number) => compact.format(value),
  },
];

export default function FinancialTable() {
  return (
    <Box sx={{ height: 402, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        sx={(theme) => ({
          // Digits of the same width keep the decimal points in line.
          fontVariantNumeric: 'tabular-nums',
          // Keeps "+2.41" and "▲ +1.33 %" in this order in right-to-left pages.
          [`& .${gridClasses['cell--textRight']}`]: { unicodeBidi: 'plaintext' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 'bold' },
          [`& .${gridClasses.cell}[data-field="id"]`]: { fontWeight: 'bold' },
          '& .quote--up': {
            color: 'success.dark',
            ...theme.applyStyles('dark', { color: 'success.light' }),
          },
          '& .quote--down': {
            color: 'error.dark',
            ...theme.applyStyles('dark', { color: 'error.light' }),
          },
        })}
      />
    </Box>
  );
}
