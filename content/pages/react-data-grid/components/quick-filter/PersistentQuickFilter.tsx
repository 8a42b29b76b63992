import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function PersistentSearchToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* Controlled and always true: the field never collapses, so it never leaves the Tab order. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search products…"
              slotProps={{
                ...controlProps.slotProps,
                // Merge with the grid's own input props (role, id, blur handling).
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search products' },
                input: {
                  ...controlProps.slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <Tooltip title="Clear search">
                        <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                          <CancelIcon fontSize="small" />
                        </QuickFilterClear>
                      </Tooltip>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function PersistentQuickFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: PersistentSearchToolbar }} />
    </Box>
  );
}
