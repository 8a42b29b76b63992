import * as React from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, type CustomerOrder } from './ordersData';

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 110 },
];

// The panel is rendered inside the grid, so it can reach the grid API through the context.
function ContactForm({ order }: { order: CustomerOrder }) {
  const apiRef = useGridApiContext();
  const [email, setEmail] = React.useState(order.email);
  const [city, setCity] = React.useState(order.city);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([{ ...order, email, city }]);
    apiRef.current.toggleDetailPanel(order.id);
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      onSubmit={handleSubmit}
      sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <TextField
        size="small"
        label="Email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        sx={{ minWidth: 260 }}
      />
      <TextField
        size="small"
        label="City"
        required
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <Button type="submit" variant="contained" size="small">
        Save
      </Button>
    </Stack>
  );
}

export default function DetailPanelForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <ContactForm order={row} />,
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
        initialState={{ detailPanel: { expandedRowIds: new Set([2]) } }}
        hideFooter
      />
    </Box>
  );
}
