import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  Toolbar,
  ToolbarButton,
  gridRowGroupingSanitizedModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { type Product, usd } from '../../shared/data';
import { productColumns, productRows } from '../usage/products';

// Group rows have no price: format only the values that exist.
const columns: GridColDef<Product>[] = productColumns.map((column) =>
  column.field === 'price'
    ? { ...column, valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)) }
    : column,
);

// The fields offered as grouping criteria, in the order of the toolbar.
const groupingFields = [
  { field: 'category', label: 'Category' },
  { field: 'warehouse', label: 'Warehouse' },
  { field: 'discontinued', label: 'Discontinued' },
];

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  // Re-renders the toolbar whenever the grouping changes, from here or from a column menu.
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
        Group by
      </Typography>
      {groupingFields.map(({ field, label }) => {
        const position = model.indexOf(field);
        const active = position !== -1;
        return (
          <ToolbarButton
            key={field}
            aria-pressed={active}
            onClick={() =>
              active
                ? apiRef.current.removeRowGroupingCriteria(field)
                : apiRef.current.addRowGroupingCriteria(field)
            }
            render={
              <Chip
                size="small"
                clickable
                label={label}
                // The position of the field in the grouping model: 1 for the outermost groups.
                avatar={active ? <Avatar>{position + 1}</Avatar> : undefined}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
              />
            }
          />
        );
      })}
    </Toolbar>
  );
}

export default function RowGroupingToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={productRows}
        columns={columns}
        showToolbar
        slots={{ toolbar: GroupingToolbar }}
        initialState={{ rowGrouping: { model: ['category'] } }}
      />
    </Box>
  );
}
