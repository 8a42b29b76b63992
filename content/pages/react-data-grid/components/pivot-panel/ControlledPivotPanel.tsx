import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { salesColumns, salesRows } from './sales';

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Tooltip title="Pivot settings">
            <ToolbarButton {...props} color={state.active ? 'primary' : 'default'}>
              <PivotTableChartIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function ControlledPivotPanel() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'country' }],
    columns: [],
    values: [
      { field: 'quantity', aggFunc: 'sum' },
      { field: 'revenue', aggFunc: 'sum' },
    ],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot mode"
        />
        <FormControlLabel
          control={<Switch checked={panelOpen} onChange={(event) => setPanelOpen(event.target.checked)} />}
          label="Pivot panel"
        />
      </Stack>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          rows={salesRows}
          columns={salesColumns}
          showToolbar
          slots={{ toolbar: PivotToolbar }}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotPanelOpen={panelOpen}
          onPivotPanelOpenChange={setPanelOpen}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
    </Stack>
  );
}
