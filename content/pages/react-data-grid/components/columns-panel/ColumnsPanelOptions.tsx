import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function ColumnsToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

// The SKU and product name identify a row: keep them out of the panel so they can't be hidden.
const getTogglableColumns = (columns: GridColDef[]) =>
  columns.filter((column) => column.field !== 'sku' && column.field !== 'name').map((column) => column.field);

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns,
            disableResetButton: true,
            autoFocusSearchField: false,
          },
        }}
      />
    </Box>
  );
}
