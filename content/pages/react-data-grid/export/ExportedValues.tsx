import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(5);

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    // Drawn as a bar on screen; the file gets the number.
    field: 'quantity',
    headerName: 'Units (of 12)',
    type: 'number',
    flex: 1,
    minWidth: 140,
    renderCell: ({ value }) => (
      <Box sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={(value / 12) * 100}
          sx={{ width: '100%' }}
          aria-label={`${value} units`}
        />
      </Box>
    ),
  },
];

export default function ExportedValues() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  // Read the CSV again whenever the switch changes.
  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef, rawValues]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={rawValues}
            onChange={(event) => setRawValues(event.target.checked)}
          />
        }
        label="ignoreValueFormatterDuringExport"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={rawValues}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        // CSV reads left to right, also on right-to-left pages.
        dir="ltr"
        sx={{
          mt: 1,
          mb: 0,
          p: 1.5,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
