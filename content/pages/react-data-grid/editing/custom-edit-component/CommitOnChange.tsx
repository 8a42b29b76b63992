import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order, type OrderStatus } from '../../shared/data';

const rows = createOrders(10);

function StatusSelectEditCell(props: GridRenderEditCellParams<Order, OrderStatus>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    // Wait for the new value to be stored (and validated)...
    const isValid = await apiRef.current.setEditCellValue(
      { id, field, value: event.target.value },
      event,
    );
    // ...then leave edit mode, which saves it.
    if (isValid) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      defaultOpen
      fullWidth
      size="small"
      variant="standard"
      disableUnderline
      sx={{ height: '100%', px: 1 }}
    >
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 95 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Order, OrderStatus>) => (
      <StatusSelectEditCell {...params} />
    ),
  },
];

export default function CommitOnChange() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
