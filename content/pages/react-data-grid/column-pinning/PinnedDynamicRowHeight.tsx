import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

type Ticket = {
  id: number;
  ticket: string;
  customer: string;
  channel: string;
  opened: string;
  agent: string;
  summary: string;
};

// A pinned cell whose height changes after the first render: the row follows it.
function SummaryCell(props: GridRenderCellParams<Ticket, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = props.value ?? '';
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return (
    <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.4 }}>
      {expanded ? text : short}
      {text.length > 60 && (
        <Button
          size="small"
          tabIndex={props.tabIndex}
          onClick={() => setExpanded((value) => !value)}
          sx={{ display: 'block', px: 0, minWidth: 0 }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'opened', headerName: 'Opened', width: 130 },
  { field: 'agent', headerName: 'Agent', width: 160 },
  { field: 'summary', headerName: 'Summary', width: 260, renderCell: (params) => <SummaryCell {...params} /> },
];

const rows: Ticket[] = [
  { id: 1, ticket: 'T-2081', customer: 'Bakkerij de Vries', channel: 'Email', opened: '2025-03-02', agent: 'Hana Sato', summary: 'Invoice for February lists the delivery fee twice. Customer asks for a corrected invoice before the end of the week.' },
  { id: 2, ticket: 'T-2082', customer: 'Café Aurora', channel: 'Phone', opened: '2025-03-02', agent: 'Omar Farah', summary: 'Card reader offline.' },
  { id: 3, ticket: 'T-2083', customer: 'Hotel Lindenhof', channel: 'Chat', opened: '2025-03-03', agent: 'Priya Iyer', summary: 'Two of the thirty room tablets do not sync the breakfast menu. Restarting them fixes it for a day, then the old menu comes back.' },
  { id: 4, ticket: 'T-2084', customer: 'Studio Noord', channel: 'Email', opened: '2025-03-04', agent: 'Hana Sato', summary: 'Wants to add a second user to the account.' },
  { id: 5, ticket: 'T-2085', customer: 'Maison Gaspard', channel: 'Phone', opened: '2025-03-04', agent: 'Liam Murphy', summary: 'Export to the accounting package stops at 500 lines. Larger months have to be exported in parts, which the accountant would like to avoid.' },
];

export default function PinnedDynamicRowHeight() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['ticket'], right: ['summary'] } }}
      />
    </Box>
  );
}
