import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled'],
    width: 120,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 80 },
];

export default function ExcelExport() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState<'idle' | 'pending' | 'finished'>('idle');

  const handleExport = () => {
    apiRef.current?.exportDataAsExcel({
      fileName: 'orders-2025',
      columnsStyles: {
        unitPrice: { numFmt: '"$"#,##0.00' },
        date: { numFmt: 'yyyy-mm-dd' },
      },
      exceljsPostProcess: async ({ worksheet }) => {
        // Bold header row and a frozen first row.
        worksheet.getRow(1).font = { bold: true };
        worksheet.views = [{ state: 'frozen', ySplit: 1 }];
      },
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={handleExport}
        >
          Download .xlsx
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status === 'pending' ? 'Building the workbook…' : null}
          {status === 'finished' ? 'Workbook ready.' : null}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          onExcelExportStateChange={setStatus}
        />
      </Box>
    </Box>
  );
}
