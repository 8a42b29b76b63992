import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Ticket = { id: number; customer: string; subject: string; notes: string };

const rows: Ticket[] = [
  {
    id: 1,
    customer: 'Hana Sato',
    subject: 'Tent pole cracked',
    notes: 'Pole section 3 cracked on first use.\nReplacement section shipped on May 12.',
  },
  {
    id: 2,
    customer: 'Omar Farah',
    subject: 'Wrong size delivered',
    notes: 'Ordered boots in 43, received 41.\nReturn label sent.',
  },
  { id: 3, customer: 'Vera Costa', subject: 'Invoice copy', notes: 'Needs a copy with the company VAT number.' },
  {
    id: 4,
    customer: 'Liam Murphy',
    subject: 'Headlamp battery',
    notes: 'Battery drains overnight when switched off.\nAsked for the batch number.',
  },
];

function MultilineEditInputCell(props: GridRenderEditCellParams<Ticket, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && inputRef.current) {
      const input = inputRef.current;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, anchor]);

  const handleChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line break; stop the grid from treating it as "save".
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchor} sx={{ alignSelf: 'flex-start', height: 1, width: colDef.computedWidth }}>
      {anchor ? (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={6} sx={{ p: 1, width: colDef.computedWidth }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              value={value ?? ''}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              inputRef={inputRef}
              inputProps={{ 'aria-label': 'Notes' }}
            />
          </Paper>
        </Popper>
      ) : null}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'subject', headerName: 'Subject', width: 150 },
  {
    field: 'notes',
    headerName: 'Notes (Shift+Enter for a new line)',
    flex: 1,
    minWidth: 280,
    editable: true,
    renderCell: (params) => (
      <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {String(params.value ?? '').replace(/\n/g, ' · ')}
      </Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Ticket, string>) => (
      <MultilineEditInputCell {...params} />
    ),
  },
];

export default function MultilineEditCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
