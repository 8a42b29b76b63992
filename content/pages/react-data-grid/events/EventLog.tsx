import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { employeeColumns, employees } from './eventsData';

interface LoggedEvent {
  id: number;
  name: string;
  detail: string;
}

export default function EventLog() {
  const [log, setLog] = React.useState<LoggedEvent[]>([]);
  const nextId = React.useRef(0);
  const record = React.useCallback((name: string, detail: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, name, detail };
    setLog((previous) => [entry, ...previous].slice(0, 8));
  }, []);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    record('rowClick', `${params.row.name} (row ${params.id})`);
  };
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) => {
    record('cellDoubleClick', `${params.field} = ${String(params.formattedValue)}`);
  };
  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    record('columnHeaderClick', params.colDef.headerName ?? params.field);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Box sx={{ height: 380, flex: '1 1 420px', minWidth: 0 }}>
        <DataGrid
          rows={employees}
          columns={employeeColumns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 220px', p: 1.5, minHeight: 200 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">Latest events</Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Box>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Click a row, double-click a cell or click a column header.
          </Typography>
        ) : (
          <List dense disablePadding>
            {log.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={entry.name}
                  secondary={entry.detail}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
