import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

// Answers typed by visitors into a contact form: never trust them.
type Submission = { id: number; name: string; phone: string; message: string };

const rows: Submission[] = [
  { id: 1, name: 'Rosa Moreau', phone: '+33 1 70 36 39 50', message: 'Do you ship to Corsica?' },
  { id: 2, name: '=1+2', phone: '555 0134', message: '=HYPERLINK("https://evil.example","Open")' },
  { id: 3, name: 'Wen Li', phone: '-', message: '@support the tent pole is bent' },
  { id: 4, name: 'Omar Farah', phone: '555 0199', message: 'Great, "fast" delivery, thanks' },
];

const columns: GridColDef<Submission>[] = [
  { field: 'name', headerName: 'Name', width: 130 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function EscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={escapeFormulas}
            onChange={(event) => setEscapeFormulas(event.target.checked)}
          />
        }
        label="escapeFormulas"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{ toolbar: { csvOptions: { escapeFormulas } } }}
          showToolbar
        />
      </Box>
      <Box
        component="pre"
        // CSV reads left to right, also on right-to-left pages.
        dir="ltr"
        sx={{
          mt: 1,
          mb: 0,
          p: 1.5,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
