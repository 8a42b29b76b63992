import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowHeightReturnValue,
} from '@mui/x-data-grid';

type Delivery = {
  id: number;
  reference: string;
  customer: string;
  items: number;
  instructions?: string;
};

const rows: Delivery[] = [
  { id: 1, reference: 'SO-10041', customer: 'Amara Okafor', items: 2 },
  {
    id: 2,
    reference: 'SO-10042',
    customer: 'Bruno Silva',
    items: 5,
    instructions: 'Leave at the back door; the front gate is locked on weekends.',
  },
  { id: 3, reference: 'SO-10043', customer: 'Chen Wang', items: 1 },
  { id: 4, reference: 'SO-10044', customer: 'Dalia Haddad', items: 3 },
  {
    id: 5,
    reference: 'SO-10045',
    customer: 'Elias Berg',
    items: 7,
    instructions: 'Call on arrival: the reception desk closes at 17:00.',
  },
  { id: 6, reference: 'SO-10046', customer: 'Fatima Rahman', items: 2 },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer and instructions',
    flex: 1,
    minWidth: 260,
    display: 'flex',
    renderCell: ({ row }) => (
      <Box>
        <Typography variant="body2">{row.customer}</Typography>
        {row.instructions && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {row.instructions}
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
];

// Rows with delivery instructions get room for a second line; the others keep the default.
function getRowHeight({ model }: GridRowHeightParams): GridRowHeightReturnValue {
  return (model as Delivery).instructions ? 72 : null;
}

export default function GetRowHeight() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        hideFooter
      />
    </Box>
  );
}
