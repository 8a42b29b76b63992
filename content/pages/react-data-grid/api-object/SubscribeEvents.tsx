import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function SubscribeEvents() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  React.useEffect(() => {
    // Effects run after the grid has rendered, so the API is set by now.
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 6));

    // Each call returns a function that removes the listener.
    const unsubscribers = [
      api.subscribeEvent('rowClick', (params) => {
        add(`rowClick: ${(params.row as Employee).name}`);
      }),
      api.subscribeEvent('sortModelChange', (model) => {
        const sort = model.map((item) => `${item.field} ${item.sort}`).join(', ');
        add(`sortModelChange: ${sort || 'unsorted'}`);
      }),
      api.subscribeEvent('columnWidthChange', (params) => {
        add(`columnWidthChange: ${params.colDef.field} is ${Math.round(params.width)}px`);
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Click a row, sort a column or resize one:
      </Typography>
      <Box
        component="ul"
        dir="ltr"
        sx={{
          m: 0,
          mt: 0.5,
          paddingBlock: 1,
          paddingInline: 3,
          height: 150,
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {log.length === 0 ? <li>(no events yet)</li> : null}
        {log.map((line, index) => (
          <li key={log.length - index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
