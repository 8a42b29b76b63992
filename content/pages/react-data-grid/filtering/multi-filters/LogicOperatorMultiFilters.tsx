import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { ORDER_STATUSES, createOrders, type Order } from '../../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
  },
];

export default function LogicOperatorMultiFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'pending', field: 'status', operator: 'is', value: 'Pending' },
      { id: 'large', field: 'quantity', operator: '>=', value: 10 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, logicOperator: GridLogicOperator | null) => {
          if (logicOperator) {
            setFilterModel((model) => ({ ...model, logicOperator }));
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And}>Pending and large</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Pending or large</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {`${filterModel.items.length} filters combined with "${filterModel.logicOperator ?? 'and'}"`}
      </Typography>
    </Box>
  );
}
