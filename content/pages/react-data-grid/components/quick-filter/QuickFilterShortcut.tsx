import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function ShortcutSearchToolbar() {
  const apiRef = useGridApiContext();
  const [expanded, setExpanded] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement | null>(null);

  React.useEffect(() => {
    // Listen on the grid's root element: the shortcut works while the focus is inside the grid.
    const root = apiRef.current.rootElementRef.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault(); // instead of the browser's find bar
        if (expanded) {
          inputRef.current?.focus();
        } else {
          setExpanded(true); // QuickFilter focuses the input when it expands
        }
      }
    };
    root?.addEventListener('keydown', handleKeyDown);
    return () => root?.removeEventListener('keydown', handleKeyDown);
  }, [apiRef, expanded]);

  return (
    <Toolbar>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded} style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterTrigger
          render={(triggerProps, state) => (
            <Tooltip title="Search (Ctrl+F)">
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
              inputRef={(element: HTMLInputElement | null) => {
                inputRef.current = element;
                if (typeof ref === 'function') {
                  ref(element);
                } else if (ref) {
                  ref.current = element;
                }
              }}
              size="small"
              placeholder="Search products…"
              sx={{ width: state.expanded ? 240 : 0, opacity: state.expanded ? 1 : 0 }}
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

export default function QuickFilterShortcut() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: ShortcutSearchToolbar }} />
    </Box>
  );
}
