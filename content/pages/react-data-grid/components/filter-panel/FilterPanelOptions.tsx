import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, GridLogicOperator, Toolbar } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function FilterToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            {state.filterCount > 0 ? `Filters · ${state.filterCount}` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: FilterToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" between filters, and columns listed alphabetically.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              operatorInputProps: { size: 'small' },
              valueInputProps: { InputComponentProps: { size: 'small' } },
            },
          },
        }}
      />
    </Box>
  );
}
