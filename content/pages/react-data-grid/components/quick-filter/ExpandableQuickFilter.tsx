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
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{ display: 'flex', alignItems: 'center' }}>
        {/* The trigger only shows while the field is collapsed. */}
        <QuickFilterTrigger
          render={(triggerProps, state) => (
            <Tooltip title="Search" enterDelay={0}>
              <ToolbarButton {...triggerProps} style={{ display: state.expanded ? 'none' : undefined }}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search products…"
              sx={{
                width: state.expanded ? 240 : 0,
                opacity: state.expanded ? 1 : 0,
                transition: (theme) => theme.transitions.create(['width', 'opacity']),
              }}
              slotProps={{
                ...controlProps.slotProps,
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
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
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

export default function ExpandableQuickFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: SearchToolbar }} />
    </Box>
  );
}
