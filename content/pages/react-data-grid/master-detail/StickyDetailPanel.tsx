import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGridPro,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, type CustomerOrder } from './ordersData';

// Many columns: the grid scrolls horizontally.
const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'note', headerName: 'Note', width: 320 },
];

// The panel is as wide as the row. This box stays in view while the grid scrolls sideways.
function StickyPanelContent({ children }: { children: React.ReactNode }) {
  const apiRef = useGridApiContext();
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <Box
      sx={{
        position: 'sticky',
        insetInlineStart: 0,
        width: viewportInnerSize.width,
        boxSizing: 'border-box',
        p: 2,
      }}
    >
      {children}
    </Box>
  );
}

export default function StickyDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => (
      <StickyPanelContent>
        <Typography variant="subtitle2">
          {row.reference}: {row.lines.length} item{row.lines.length > 1 ? 's' : ''}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {row.lines.map((line) => line.product).join(', ')}
        </Typography>
      </StickyPanelContent>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1, 3]) } }}
        hideFooter
        // Let the content stick to the grid's scroll area rather than the panel's own.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
      />
    </Box>
  );
}
