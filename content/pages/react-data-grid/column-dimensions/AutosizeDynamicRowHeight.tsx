import { Box, Button } from '@mui/material';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; ticket: string; customer: string; summary: string };

const rows: Ticket[] = [
  { id: 1, ticket: 'SUP-311', customer: 'Hana Sato', summary: 'Tent pole snapped on the first night; asks for a replacement section.' },
  { id: 2, ticket: 'SUP-312', customer: 'Omar Farah', summary: 'Wrong size.' },
  { id: 3, ticket: 'SUP-313', customer: 'Vera Costa', summary: 'Stove does not light below freezing, even with a new canister of winter gas.' },
  { id: 4, ticket: 'SUP-314', customer: 'Liam Murphy', summary: 'Parcel delivered to a neighbour.' },
  { id: 5, ticket: 'SUP-315', customer: 'Keiko Tanaka', summary: 'Asks whether the down jacket can be washed at home and how to dry it.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'ticket', headerName: 'Ticket', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 90 },
  // Autosizing stops at maxWidth; longer summaries wrap onto more lines.
  { field: 'summary', headerName: 'Summary', width: 160, maxWidth: 360 },
];

export default function AutosizeDynamicRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.autosizeColumns({ includeOutliers: true })}
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          hideFooter
          sx={{
            [`& .${gridClasses.cell}`]: { py: 1, whiteSpace: 'normal' },
          }}
        />
      </Box>
    </Box>
  );
}
