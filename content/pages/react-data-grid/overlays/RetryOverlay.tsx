import * as React from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

// Declare the extra props the overlay receives through `slotProps.noRowsOverlay`.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    loadError?: string | null;
    onRetry?: () => void;
  }
}

const employees = createEmployees(18);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
];

function EmployeesOverlay(props: GridSlotProps['noRowsOverlay']) {
  const { loadError, onRetry, ...other } = props;

  if (!loadError) {
    return <GridOverlay {...other}>No employees in this team.</GridOverlay>;
  }

  return (
    <GridOverlay {...other}>
      <CloudOffOutlinedIcon sx={{ fontSize: 40, color: 'error.main' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Couldn’t load the employees
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {loadError}
      </Typography>
      <Button
        size="small"
        variant="contained"
        startIcon={<RefreshIcon />}
        onClick={onRetry}
      >
        Try again
      </Button>
    </GridOverlay>
  );
}

type Status = 'loading' | 'error' | 'done';

export default function RetryOverlay() {
  const [status, setStatus] = React.useState<Status>('error');
  const [failNextRequest, setFailNextRequest] = React.useState(false);
  const timeout = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timeout.current), []);

  // A fake request, started by a click, that answers after 800 ms.
  const load = () => {
    setStatus('loading');
    clearTimeout(timeout.current);
    timeout.current = setTimeout(() => {
      setStatus(failNextRequest ? 'error' : 'done');
    }, 800);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={load} disabled={status === 'loading'}>
          Reload
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={failNextRequest}
              onChange={(event) => setFailNextRequest(event.target.checked)}
            />
          }
          label="Make the next request fail"
        />
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={status === 'done' ? employees : []}
          columns={columns}
          loading={status === 'loading'}
          slots={{ noRowsOverlay: EmployeesOverlay }}
          slotProps={{
            noRowsOverlay: {
              loadError:
                status === 'error' ? 'The server didn’t answer in time (error 504).' : null,
              onRetry: load,
            },
          }}
        />
      </Box>
    </Box>
  );
}
