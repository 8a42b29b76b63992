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

  // Storage is only read after mounting, so the server and the first browser render agree.
  React.useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved) {
      apiRef.current?.restoreState(JSON.parse(saved) as GridInitialState);
      setStatus('Restored the saved layout.');
    }
  }, [apiRef]);

  const saveLayout = React.useCallback(() => {
    if (!apiRef.current) {
      return;
    }
    const { columns: columnsState } = apiRef.current.exportState();
    const layout = JSON.stringify({ columns: columnsState });
    // Restoring a layout also fires the change callbacks: skip what is already stored.
    if (layout !== window.localStorage.getItem(STORAGE_KEY)) {
      window.localStorage.setItem(STORAGE_KEY, layout);
      setStatus('Layout saved.');
    }
  }, [apiRef]);

  const resetLayout = () => {
    apiRef.current?.restoreState({
      columns: {
        columnVisibilityModel: {},
        dimensions: Object.fromEntries(
          columns.map((col) => [col.field, { width: col.width }]),
        ),
      },
    });
    // After restoring, which reports the change and saves the default layout.
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
