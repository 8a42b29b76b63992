import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function ColumnsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <ViewColumnIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function ColumnsPanelButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { warehouse: false, discontinued: false } } }}
      />
    </Box>
  );
}
