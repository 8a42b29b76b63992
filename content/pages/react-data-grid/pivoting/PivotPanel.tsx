import * as React from 'react';
import { Box, Button } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from './sales';

const rows = createSales([2025]);

const columns: GridColDef<Sale>[] = [
  {
    field: 'id',
    headerName: 'Row',
    type: 'number',
    width: 70,
    pivotable: false,
  },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

export default function PivotPanel() {
  const [panelOpen, setPanelOpen] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => setPanelOpen((open) => !open)}>
        {panelOpen ? 'Close the pivot panel' : 'Open the pivot panel'}
      </Button>
      <Box sx={{ height: 520 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotPanelOpen={panelOpen}
          onPivotPanelOpenChange={setPanelOpen}
          initialState={{
            pivoting: {
              model: {
                rows: [{ field: 'region' }],
                columns: [],
                values: [{ field: 'units', aggFunc: 'sum' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
