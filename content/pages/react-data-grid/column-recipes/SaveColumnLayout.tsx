import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const STORAGE_KEY = 'column-recipes-employee-layout';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'department', headerName: 'Department', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function SaveColumnLayout() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState(
    'Resize or hide columns, then reload the page.',
  );
  // Restoring a layout fires the change callbacks too: nothing new to save then.
  const restoring = React.useRef(false);

  const restore = React.useCallback(
    (state: GridInitialState) => {
      restoring.current = true;
      apiRef.current?.restoreState(state);
      restoring.current = false;
    },
    [apiRef],
  );

  // Storage is only read after mounting, so the server and the first browser render agree.
  React.useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved) {
      restore(JSON.parse(saved) as GridInitialState);
      setStatus('Restored the saved layout.');
    }
  }, [restore]);

  const saveLayout = React.useCallback(() => {
    if (!apiRef.current || restoring.current) {
      return;
    }
    const { columns: columnsState } = apiRef.current.exportState();
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ columns: columnsState }),
    );
    setStatus('Layout saved.');
  }, [apiRef]);

  const resetLayout = () => {
    restore({
      columns: {
        columnVisibilityModel: {},
        dimensions: Object.fromEntries(
          columns.map((col) => [col.field, { width: col.width }]),
        ),
      },
    });
    window.localStorage.removeItem(STORAGE_KEY);
    setStatus('Layout reset.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={resetLayout}>
          Reset layout
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnWidthChange={saveLayout}
          onColumnVisibilityModelChange={saveLayout}
        />
      </Box>
    </Box>
  );
}
