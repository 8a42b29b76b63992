import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled'];

type Shipment = { id: number; reference: string; customer: string; status: string; tracking: string };

const rows: Shipment[] = [
  { id: 1, reference: 'SO-10041', customer: 'Amara Okafor', status: 'Paid', tracking: '' },
  { id: 2, reference: 'SO-10042', customer: 'Bruno Silva', status: 'Shipped', tracking: 'TRK-482913' },
  { id: 3, reference: 'SO-10043', customer: 'Keiko Tanaka', status: 'Pending', tracking: '' },
  { id: 4, reference: 'SO-10044', customer: 'Liam Murphy', status: 'Delivered', tracking: 'TRK-471032' },
  { id: 5, reference: 'SO-10045', customer: 'Priya Iyer', status: 'Paid', tracking: '' },
];

// The rule: a tracking number is required once the order has left the warehouse.
const needsTracking = (status: unknown) => status === 'Shipped' || status === 'Delivered';

// Shows the message of an invalid cell in a tooltip under the input.
function ValidatedEditCell(props: GridRenderEditCellParams<Shipment, string>) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start">
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} error={Boolean(error)} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 130,
    editable: true,
  },
  {
    field: 'tracking',
    headerName: 'Tracking number',
    width: 170,
    editable: true,
    // Runs when this cell changes, and again when any other cell of the row does.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const status = params.otherFieldsProps?.status?.value;
      const missing = needsTracking(status) && String(params.props.value ?? '').trim() === '';
      return { ...params.props, error: missing ? 'Required for shipped orders' : '' };
    },
    renderEditCell: (params: GridRenderEditCellParams<Shipment, string>) => (
      <ValidatedEditCell {...params} />
    ),
  },
];

export default function ConditionalValidation() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .Mui-error': {
          bgcolor: (theme) => alpha(theme.palette.error.main, 0.12),
          color: 'error.main',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
