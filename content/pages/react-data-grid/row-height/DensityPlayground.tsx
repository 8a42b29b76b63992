import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

// Five loans of a neighbourhood tool library. The grid sits in a flex column, so that it
// grows and shrinks with its rows as the density and the heights change.
interface Loan {
  id: number;
  tool: string;
  borrower: string;
  due: string;
  renewals: number;
}

const rows: Loan[] = [
  { id: 1, tool: 'Cordless drill', borrower: 'Amara Okafor', due: '2024-05-03', renewals: 0 },
  { id: 2, tool: 'Ladder, 3 m', borrower: 'Tomás Reyes', due: '2024-05-04', renewals: 1 },
  { id: 3, tool: 'Tile cutter', borrower: 'Hanna Berg', due: '2024-05-06', renewals: 2 },
  { id: 4, tool: 'Hedge trimmer', borrower: 'Ravi Menon', due: '2024-05-09', renewals: 0 },
  { id: 5, tool: 'Pressure washer', borrower: 'Chloé Martin', due: '2024-05-11', renewals: 1 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'tool', headerName: 'Tool', flex: 1, minWidth: 130 },
  { field: 'borrower', headerName: 'Borrower', flex: 1, minWidth: 130 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function DensityPlayground(props: Partial<DataGridProps<Loan>>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid rows={rows} columns={columns} {...props} />
    </Box>
  );
}
