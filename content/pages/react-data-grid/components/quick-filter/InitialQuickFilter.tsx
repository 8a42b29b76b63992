import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, QuickFilter, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function AlwaysOpenToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* No trigger: the field is always shown. */}
      <QuickFilter defaultExpanded debounceMs={400}>
        <QuickFilterControl size="small" placeholder="Search" slotProps={{ htmlInput: { 'aria-label': 'Search products' } }} />
      </QuickFilter>
    </Toolbar>
  );
}

export default function InitialQuickFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: AlwaysOpenToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // "boot jacket": rows matching either word (the default, And, needs both).
              quickFilterValues: ['boot', 'jacket'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
