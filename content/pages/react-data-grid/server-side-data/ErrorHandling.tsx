import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from './mockServer';
import { orderColumns } from './orderColumns';

export default function ErrorHandling() {
  const apiRef = useGridApiRef();
  const outage = React.useRef(false);
  const [outageOn, setOutageOn] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createOrdersServer({ latency: 400, fail: () => outage.current });
    return {
      getRows: async (params) => {
        const response = await server.getRows(params);
        setError(null);
        return response;
      },
    };
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={outageOn}
              onChange={(event) => {
                outage.current = event.target.checked;
                setOutageOn(event.target.checked);
              }}
            />
          }
          label="Simulate a server outage"
        />
        <Button size="small" onClick={() => apiRef.current?.dataSource.fetchRows()}>
          Fetch again
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Stack>
  );
}
