import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function FilterToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Tooltip title={state.filterCount > 0 ? `Filters (${state.filterCount} active)` : 'Filters'}>
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelBadge() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'stock', operator: '>', value: 50 }] } },
        }}
      />
    </Box>
  );
}
