import * as React from 'react';
import { Box, Menu, MenuItem, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order, type OrderStatus } from '../shared/data';

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
];

type MenuState = { rowId: GridRowId; top: number; left: number } | null;

export default function RowContextMenu() {
  const [rows, setRows] = React.useState(() => createOrders(15));
  const [menu, setMenu] = React.useState<MenuState>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rowId = event.currentTarget.getAttribute('data-id');
    if (rowId !== null) {
      setMenu({ rowId: Number(rowId), top: event.clientY, left: event.clientX });
    }
  };

  const setStatus = (status: OrderStatus) => {
    if (menu) {
      setRows((previous) =>
        previous.map((row) => (row.id === menu.rowId ? { ...row, status } : row)),
      );
    }
    setMenu(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{
            row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Right-click a row to change its status.
      </Typography>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        slotProps={{
          root: { onContextMenu: (event: React.MouseEvent) => event.preventDefault() },
        }}
      >
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} onClick={() => setStatus(status)}>
            Mark as {status.toLowerCase()}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
