import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  gridClasses,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Visit = { id: number; site: string; inspector: string; notes: string };

const rows: Visit[] = [
  { id: 1, site: 'Atlanta warehouse', inspector: 'Dalia Haddad', notes: 'Loading dock 3 lights out.\nFire exits clear.' },
  { id: 2, site: 'Denver warehouse', inspector: 'Sven Lind', notes: 'All clear.' },
  { id: 3, site: 'Portland store', inspector: 'Wen Li', notes: 'Replace the cracked shelf in aisle 4.\nRestock rain jackets.\nCheck the alarm battery.' },
  { id: 4, site: 'Toronto store', inspector: 'Omar Aziz', notes: 'Fitting room door sticks.' },
];

function MultilineEditCell(props: GridRenderEditCellParams<Visit, string>) {
  const { id, field, value, colDef } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line: keep the grid from treating it as "save".
    // Enter alone (save) and Escape (cancel) reach the grid as usual.
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      {/* The popper opens at the top of the cell, over the text it edits. */}
      <Box ref={setAnchor} sx={{ position: 'absolute', top: 0, width: '100%' }} />
      {/* The same text, hidden, keeps the row at its height while editing. */}
      <Box sx={{ visibility: 'hidden', whiteSpace: 'pre-line', lineHeight: 1.5 }}>{value}</Box>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={4} sx={{ px: 1.25, py: 0.5, width: colDef.computedWidth }}>
            <InputBase
              multiline
              autoFocus
              fullWidth
              minRows={3}
              sx={{ typography: 'body2', lineHeight: 1.5 }}
              value={value ?? ''}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
              onKeyDown={handleKeyDown}
              inputProps={{ 'aria-label': 'Notes' }}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Visit>[] = [
  { field: 'site', headerName: 'Site', width: 160 },
  { field: 'inspector', headerName: 'Inspector', width: 140 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    // Show every line in view mode; the rows grow to fit them.
    renderCell: (params) => (
      <Box sx={{ whiteSpace: 'pre-line', lineHeight: 1.5 }}>{params.value}</Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Visit, string>) => (
      <MultilineEditCell {...params} />
    ),
  },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 380, width: '100%', [`& .${gridClasses.cell}`]: { py: 1 } }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} hideFooter />
    </Box>
  );
}
