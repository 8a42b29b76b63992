import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { orderColumns, orderRows } from './orders';

const defaultSort: GridSortModel = [{ field: 'reference', sort: 'asc' }];
const defaultFilter: GridFilterModel = { items: [] };
const defaultPagination: GridPaginationModel = { page: 0, pageSize: 10 };

export default function ControlledModels() {
  // The grid shows these models and reports every change through the callbacks.
  const [sortModel, setSortModel] = React.useState(defaultSort);
  const [filterModel, setFilterModel] = React.useState(defaultFilter);
  const [paginationModel, setPaginationModel] = React.useState(defaultPagination);

  const showLargeOrders = () => {
    setFilterModel({ items: [{ field: 'quantity', operator: '>=', value: 10 }] });
    setSortModel([{ field: 'quantity', sort: 'desc' }]);
  };

  const reset = () => {
    setSortModel(defaultSort);
    setFilterModel(defaultFilter);
    setPaginationModel(defaultPagination);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={showLargeOrders}>
          Large orders first
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={orderRows}
          columns={orderColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 110,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {`sortModel: ${JSON.stringify(sortModel)}
filterModel: ${JSON.stringify(filterModel)}
paginationModel: ${JSON.stringify(paginationModel)}`}
      </Box>
    </Box>
  );
}
