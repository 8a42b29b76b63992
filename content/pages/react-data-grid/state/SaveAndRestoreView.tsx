import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { orderColumns, orderRows } from './orders';

export default function SaveAndRestoreView() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [savedView, setSavedView] = React.useState<GridInitialState | null>(null);

  const saveView = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty });
    setSavedView(state ?? null);
  };

  const restoreView = () => {
    if (savedView) {
      apiRef.current?.restoreState(savedView);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button size="small" variant="outlined" onClick={saveView}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restoreView} disabled={!savedView}>
          Restore view
        </Button>
        <FormControlLabel
          label="Only changed models"
          control={
            <Checkbox
              size="small"
              checked={onlyDirty}
              onChange={(event) => setOnlyDirty(event.target.checked)}
            />
          }
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orderRows}
          columns={orderColumns}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 160,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {savedView
          ? JSON.stringify(savedView, null, 2)
          : 'Sort, filter, hide or resize columns, then save the view.'}
      </Box>
    </Box>
  );
}
