import * as React from 'react';
import { Box, Link, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const initialRows = createOrders(12);

export default function InteractiveCells() {
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState('');

  const removeRow = React.useCallback((id: GridRowId, verb: string) => {
    setRows((current) => current.filter((row) => row.id !== id));
    setMessage(`Order ${initialRows.find((row) => row.id === id)?.reference} ${verb}.`);
  }, []);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'reference',
        headerName: 'Order',
        width: 110,
        // The link takes the cell's tabIndex, so it is reached with the arrow keys, not Tab.
        renderCell: (params) => (
          <Link href={`#order-${params.row.reference}`} tabIndex={params.tabIndex}>
            {params.value}
          </Link>
        ),
      },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="archive"
            icon={<ArchiveIcon />}
            label={`Archive order ${params.row.reference}`}
            onClick={() => removeRow(params.id, 'archived')}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete order ${params.row.reference}`}
            onClick={() => removeRow(params.id, 'deleted')}
          />,
        ],
      },
    ],
    [removeRow],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="open-orders-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Open orders
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-labelledby="open-orders-title"
          hideFooter
        />
      </Box>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary', mt: 1, minHeight: 20 }}
      >
        {message || null}
      </Typography>
    </Box>
  );
}
