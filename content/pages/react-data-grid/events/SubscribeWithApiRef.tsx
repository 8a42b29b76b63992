import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type GridSortModel } from '@mui/x-data-grid';
import { employeeColumns, employees } from './eventsData';

function describe(model: GridSortModel): string {
  if (model.length === 0) return 'Rows are in their original order.';
  return `Sorted by ${model.map((item) => `${item.field} (${item.sort === 'asc' ? 'ascending' : 'descending'})`).join(', then ')}.`;
}

export default function SubscribeWithApiRef() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Rows are in their original order.');

  React.useEffect(() => {
    // subscribeEvent returns the function that removes the listener.
    return apiRef.current?.subscribeEvent('sortModelChange', (model) => {
      setMessage(describe(model));
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {message}
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={employeeColumns} hideFooter />
      </Box>
    </Box>
  );
}
