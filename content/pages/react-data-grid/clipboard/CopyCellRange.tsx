import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function CopyCellRange() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport={{ clipboardExport: true }}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Drag or Shift+click to select a range of cells, then copy it. Copied text:
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
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
        {copied || '(nothing yet)'}
      </Box>
    </Box>
  );
}
