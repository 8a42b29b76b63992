import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { productColumns, productRows } from './products';

function RenderToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      {/* 1. No render prop: the grid's baseButton slot (a Material UI Button). */}
      <FilterPanelTrigger>Filters</FilterPanelTrigger>

      {/* 2. An element: its props are merged with the trigger's. */}
      <FilterPanelTrigger render={<Button variant="outlined" size="small" />}>Filters</FilterPanelTrigger>

      {/* 3. A function: it also receives the component state (open, filterCount). */}
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton {...props} color={state.open ? 'primary' : 'default'} aria-label="Filters">
            <Badge badgeContent={state.filterCount} color="primary" variant="dot">
              <FilterListIcon fontSize="small" />
            </Badge>
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}

export default function RenderProp() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: RenderToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Tents' }] } },
        }}
      />
    </Box>
  );
}
