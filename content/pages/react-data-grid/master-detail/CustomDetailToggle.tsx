import * as React from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, usd, type CustomerOrder } from './ordersData';

// The cell of the toggle column: the grid toggles the panel on a click inside it
// (or Space), so the button needs no click handler of its own.
function LinesToggleCell(props: GridRenderCellParams<CustomerOrder>) {
  const { id, row } = props;
  const apiRef = useGridApiContext();
  // Subscribe to the open panels, so the icon follows them.
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const isExpanded = expandedIds.has(id);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-expanded={isExpanded}
        aria-label={isExpanded ? 'Hide order lines' : 'Show order lines'}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={(theme) => ({
            transform: isExpanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        />
      </IconButton>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {row.lines.length}
      </Typography>
    </Box>
  );
}

// The header of the toggle column: one button opens or closes every panel.
function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyExpanded = expandedIds.size > 0;

  const handleClick = () => {
    const idsWithPanel = Object.keys(contentCache)
      .filter((id) => React.isValidElement(contentCache[id]))
      .map((id): GridRowId => Number(id));
    apiRef.current.setExpandedDetailPanels(new Set(anyExpanded ? [] : idsWithPanel));
  };

  return (
    <Tooltip title={anyExpanded ? 'Collapse all' : 'Expand all'}>
      <IconButton size="small" onClick={handleClick}>
        {anyExpanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 80,
    renderCell: (params) => <LinesToggleCell {...params} />,
    renderHeader: () => <ExpandAllHeader />,
  },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function OrderLines({ order }: { order: CustomerOrder }) {
  return (
    <Box component="ul" sx={{ m: 0, py: 1.5, px: 6 }}>
      {order.lines.map((line) => (
        <Typography component="li" variant="body2" key={line.product}>
          {line.quantity} × {line.product}, {usd.format(line.unitPrice)}
        </Typography>
      ))}
    </Box>
  );
}

export default function CustomDetailToggle() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
