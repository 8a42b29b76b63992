import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStopReasons,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../../shared/data';

const rows = createOrders(10);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  { field: 'country', headerName: 'Country', width: 150, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
];

export default function DiscardOnClickAway() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onCellEditStop={(params, event) => {
          if (params.reason === GridCellEditStopReasons.cellFocusOut) {
            // Replace the default (save) with a stop that throws the change away.
            event.defaultMuiPrevented = true;
            apiRef.current?.stopCellEditMode({
              id: params.id,
              field: params.field,
              ignoreModifications: true,
            });
          }
        }}
      />
    </Box>
  );
}
