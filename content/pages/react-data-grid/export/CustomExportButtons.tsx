import { Box, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(30);

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function OrdersToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          options={{ fileName: 'orders', includeHeaders: true }}
        >
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true }}>
          <PrintOutlinedIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomExportButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
      />
    </Box>
  );
}
