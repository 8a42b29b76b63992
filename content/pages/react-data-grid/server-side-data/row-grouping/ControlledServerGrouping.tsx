import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createGroupedOrdersServer } from '../mockServer';
import { groupedOrderColumns } from './groupedColumns';

const groupings: Record<string, GridRowGroupingModel> = {
  country: ['country'],
  'status-category': ['status', 'category'],
  none: [],
};

export default function ControlledServerGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(groupings.country!);
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createGroupedOrdersServer({
      latency: 400,
      onRequest: (query) =>
        setLastRequest(
          `groupFields: [${(query.groupFields ?? []).join(', ')}], groupKeys: [${(query.groupKeys ?? []).join(', ')}]`,
        ),
    });
    return {
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  const selected = Object.keys(groupings).find((key) => groupings[key]!.join() === model.join()) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, value: string | null) => value && setModel(groupings[value]!)}
        aria-label="Group orders by"
      >
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="status-category">Status, then category</ToggleButton>
        <ToggleButton value="none">No grouping</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          columns={groupedOrderColumns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pagination
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {lastRequest ? `Last request: ${lastRequest}` : 'Waiting for the first request…'}
      </Typography>
    </Stack>
  );
}
