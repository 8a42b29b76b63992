import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, PivotPanelTrigger, Toolbar, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesRows } from './sales';

function PivotToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<PivotTableChartIcon />}
            variant={state.active ? 'contained' : 'text'}
          >
            {state.open ? 'Hide pivot settings' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

// Revenue per category (rows) and status (columns). The panel starts with this model.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotPanelButton() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesRows}
        columns={salesColumns}
        showToolbar
        slots={{ toolbar: PivotToolbar }}
        initialState={{ pivoting: { model: pivotModel } }}
      />
    </Box>
  );
}
