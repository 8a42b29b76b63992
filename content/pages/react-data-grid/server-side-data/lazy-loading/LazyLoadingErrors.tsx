import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../mockServer';
import { orderColumns } from '../orderColumns';

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [outage, setOutage] = React.useState(false);
  // The server reads the switch through a ref, so the data source never changes.
  const outageRef = React.useRef(false);
  const [failed, setFailed] = React.useState<GridGetRowsError | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    // While the switch is on, every request is rejected.
    const server = createOrdersServer({ latency: 300, count: 1000, fail: () => outageRef.current });
    return {
      getRows: async (params) => {
        const response = await server.getRows(params);
        // Rows that failed before arrived with this answer: the error is solved.
        setFailed((previous) =>
          previous &&
          Number(params.start) <= Number(previous.params.start) &&
          params.end >= previous.params.end
            ? null
            : previous,
        );
        return response;
      },
    };
  }, []);

  const retry = () => {
    if (failed) {
      // Ask again for the same rows (start and end of the failed request).
      apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failed.params);
      setFailed(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              outageRef.current = event.target.checked;
              setOutage(event.target.checked);
            }}
          />
        }
        label="Server outage"
      />
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={outage} onClick={retry}>
              Retry
            </Button>
          }
        >
          Rows {Number(failed.params.start) + 1}–{failed.params.end + 1} could not be loaded:{' '}
          {failed.message}
        </Alert>
      )}
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={200}
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              setFailed(error);
            }
          }}
        />
      </Box>
    </Stack>
  );
}
