import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createRandom, usd } from '../shared/data';

type Payment = { id: string; date: string; merchant: string; amount: number };

const random = createRandom(42);
const MERCHANTS = ['Trailhead Outfitters', 'Basecamp Coffee', 'Summit Rail', 'Riverbed Market', 'Alpine Fuel'];
const PAYMENTS: Payment[] = Array.from({ length: 46 }, (_, index) => ({
  id: `pay_${(9000 + index * 37).toString(36)}`,
  date: `2025-04-${String(30 - Math.floor(index / 2)).padStart(2, '0')}`,
  merchant: random.pick(MERCHANTS),
  amount: random.int(300, 25000) / 100,
}));

// A fake API that pages with cursors: it returns a page and the cursor of the next one.
function fetchPayments(limit: number, cursor?: string) {
  const start = cursor ? PAYMENTS.findIndex((payment) => payment.id === cursor) : 0;
  const rows = PAYMENTS.slice(start, start + limit);
  const nextCursor = PAYMENTS[start + limit]?.id ?? null;
  return new Promise<{ rows: Payment[]; nextCursor: string | null }>((resolve) => {
    setTimeout(() => resolve({ rows, nextCursor }), 400);
  });
}

const columns: GridColDef<Payment>[] = [
  { field: 'id', headerName: 'Payment', width: 120 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Payment[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  // -1 while the total is unknown; the grid reports the real count after the last page.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  // The cursor that starts each page we have seen; page 0 needs none.
  const cursorsRef = React.useRef<Record<number, string>>({});

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== paginationModel.pageSize) {
      // Cursors depend on the page size: start again from the first page.
      cursorsRef.current = {};
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    setPaginationModel(model);
  };

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    const { page, pageSize } = paginationModel;
    fetchPayments(pageSize, cursorsRef.current[page]).then((response) => {
      if (!active) {
        return;
      }
      if (response.nextCursor) {
        cursorsRef.current[page + 1] = response.nextCursor;
      }
      setRows(response.rows);
      setPaginationMeta({ hasNextPage: response.nextCursor !== null });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 20]}
        loading={loading}
      />
    </Box>
  );
}
