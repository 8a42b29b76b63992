import { Box, Chip, IconButton } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

function GroupingCell(params: GridRenderCellParams<Product>) {
  const { id, rowNode, field, formattedValue } = params;
  const apiRef = useGridApiContext();
  const counts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);

  if (rowNode.type !== 'group') {
    return null; // Leaves: the Product column already shows their name.
  }

  const toggle = () => {
    apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
    apiRef.current.setCellFocus(id, field);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <IconButton
        size="small"
        onClick={toggle}
        aria-label={rowNode.childrenExpanded ? 'Collapse group' : 'Expand group'}
      >
        {rowNode.childrenExpanded ? (
          <KeyboardArrowDownIcon fontSize="small" />
        ) : (
          // Point the arrow the other way in right-to-left pages.
          <KeyboardArrowRightIcon
            fontSize="small"
            sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
          />
        )}
      </IconButton>
      <Box component="span" sx={{ fontWeight: 'fontWeightMedium' }}>
        {formattedValue ?? String(rowNode.groupingKey)}
      </Box>
      <Chip size="small" label={`${counts[id] ?? 0} products`} />
    </Box>
  );
}

export default function CustomGroupingCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{
          headerName: 'Category',
          width: 260,
          renderCell: (params) => <GroupingCell {...params} />,
        }}
        initialState={{ rowGrouping: { model: ['category'] } }}
      />
    </Box>
  );
}
