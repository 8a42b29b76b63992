import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridLogicOperator, QuickFilter, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function AlwaysOpenToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* No trigger, and always expanded: the field is always shown and stays in the Tab order. */}
      <QuickFilter expanded debounceMs={400}>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search products' },
              }}
            />
          )}
        />
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
