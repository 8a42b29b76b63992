import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  DataGridPro,
  GridHeaderFilterCell,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { ORDER_STATUSES, createOrders, type Order } from '../../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 180,
  },
];

// The default cell, plus a class on the cells whose filter is applied.
function HighlightedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { item, headerClassName } = props;
  const applied = item.value !== undefined && item.value !== '';
  return (
    <GridHeaderFilterCell
      {...props}
      headerClassName={applied ? `${headerClassName ?? ''} header-filter--applied` : headerClassName}
    />
  );
}

export default function HeaderFilterCellSlot() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .header-filter--applied': {
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          boxShadow: (theme) => `inset 0 -2px ${theme.palette.primary.main}`,
        },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterCell: HighlightedHeaderFilterCell }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'status', operator: 'is', value: 'Shipped' }],
            },
          },
        }}
      />
    </Box>
  );
}
