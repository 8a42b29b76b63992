import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridEventListener,
} from '@mui/x-data-grid';
import { employeeColumns, employees } from './eventsData';

function FocusFooter() {
  const apiRef = useGridApiContext();
  const [focused, setFocused] = React.useState<string | null>(null);

  const handleCellFocusIn = React.useCallback<GridEventListener<'cellFocusIn'>>((params) => {
    setFocused(`${params.colDef.headerName ?? params.field}: ${String(params.formattedValue ?? '')}`);
  }, []);
  useGridEvent(apiRef, 'cellFocusIn', handleCellFocusIn);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {focused ? `Focused cell: ${focused}` : 'Click a cell or move into the grid with Tab.'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EventInSlot() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={employeeColumns} slots={{ footer: FocusFooter }} />
    </Box>
  );
}
