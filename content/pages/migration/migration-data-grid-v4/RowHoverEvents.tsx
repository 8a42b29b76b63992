import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-1042', customer: 'Amara Okafor', status: 'Shipped', total: 978 },
  { id: 'SO-1043', customer: 'Lucas Moreau', status: 'Processing', total: 197.5 },
  { id: 'SO-1044', customer: 'Mei Tanaka', status: 'Delivered', total: 329 },
  { id: 'SO-1045', customer: 'Omar Haddad', status: 'Processing', total: 118.8 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

export default function RowHoverEvents() {
  const [hovered, setHovered] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {hovered ? `Pointer over order ${hovered}` : 'Move the pointer over a row.'}
      </Typography>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // Replaces v4's onRowEnter / onRowLeave: plain DOM events on the row slot.
          slotProps={{
            row: {
              onMouseEnter: (event) => setHovered(event.currentTarget.dataset.id ?? null),
              onMouseLeave: () => setHovered(null),
            },
          }}
        />
      </Box>
    </Box>
  );
}
