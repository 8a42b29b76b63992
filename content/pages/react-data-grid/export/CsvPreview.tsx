import * as React from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  const preview = () => {
    setCsv(apiRef.current?.getDataAsCsv({ delimiter, includeHeaders }) ?? '');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value=",">Comma</MenuItem>
          <MenuItem value=";">Semicolon</MenuItem>
          <MenuItem value={'\t'}>Tab</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Headers"
        />
        <Button variant="outlined" size="small" onClick={preview}>
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
      <Box
        component="pre"
        // CSV reads left to right, also on right-to-left pages.
        dir="ltr"
        sx={{
          mt: 1,
          mb: 0,
          p: 1.5,
          height: 160,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {csv || 'Select some rows (or none, for all of them) and click Preview CSV.'}
      </Box>
    </Box>
  );
}
