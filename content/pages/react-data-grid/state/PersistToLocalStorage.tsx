import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { orderColumns, orderRows } from './orders';

const STORAGE_KEY = 'orders-grid-layout';

function readLayout(): GridInitialState | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : null;
  } catch {
    // Storage disabled, or a value that isn't valid JSON.
    return null;
  }
}

export default function PersistToLocalStorage() {
  const apiRef = useGridApiRef();
  // null until the browser has read the storage: the server renders the same placeholder.
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);
  const [message, setMessage] = React.useState('');

  // Runs in the browser only, before the first paint.
  React.useLayoutEffect(() => {
    const saved = readLayout();
    setInitialState(saved ?? {});
    setMessage(saved ? 'Started from the saved layout.' : 'No saved layout yet.');
  }, []);

  const saveLayout = () => {
    const state = apiRef.current?.exportState();
    if (state) {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      setMessage('Layout saved. Reload the page to see it restored.');
    }
  };

  const restoreLayout = () => {
    const saved = readLayout();
    if (saved) {
      apiRef.current?.restoreState(saved);
      setMessage('Saved layout restored.');
    } else {
      setMessage('No saved layout yet.');
    }
  };

  const forgetLayout = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setMessage('Saved layout removed.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button size="small" variant="outlined" onClick={saveLayout} disabled={!initialState}>
          Save layout
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={restoreLayout}
          disabled={!initialState}
        >
          Restore layout
        </Button>
        <Button size="small" onClick={forgetLayout} disabled={!initialState}>
          Forget layout
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {initialState ? (
          <DataGrid
            apiRef={apiRef}
            rows={orderRows}
            columns={orderColumns}
            initialState={initialState}
            showToolbar
          />
        ) : null}
      </Box>
    </Box>
  );
}
