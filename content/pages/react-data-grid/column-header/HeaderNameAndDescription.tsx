import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Stock = {
  id: number;
  ticker: string;
  company: string;
  price: number;
  pe: number;
  yield: number;
};

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 80 },
  { field: 'company', flex: 1, minWidth: 140 },
  {
    field: 'price',
    headerName: 'Price (USD)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'pe',
    headerName: 'P/E',
    description: 'Price-to-earnings ratio: the share price divided by the earnings per share over the last twelve months.',
    type: 'number',
    width: 80,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'yield',
    headerName: 'Dividend yield over the last twelve months',
    description: 'Dividends paid over the last twelve months, as a percentage of the share price.',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `${value.toFixed(2)} %`,
  },
];

const rows: Stock[] = [
  { id: 1, ticker: 'NWND', company: 'Northwind Traders', price: 184.2, pe: 21.4, yield: 1.85 },
  { id: 2, ticker: 'CNTS', company: 'Contoso Pharmaceuticals', price: 92.75, pe: 15.1, yield: 3.1 },
  { id: 3, ticker: 'FBKM', company: 'Fabrikam Industries', price: 47.3, pe: 11.8, yield: 4.25 },
  { id: 4, ticker: 'TSPN', company: 'Tailspin Aviation', price: 266.0, pe: 34.9, yield: 0.4 },
];

export default function HeaderNameAndDescription() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
