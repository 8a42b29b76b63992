import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

type Shipment = {
  id: number;
  reference: string;
  carrier: string;
  /** Days in transit; null while the parcel has not been delivered. */
  transitDays: number | null;
};

// Undelivered parcels (null) stay at the bottom in both directions.
const getTransitComparator = (
  direction: GridSortDirection,
): GridComparatorFn<number | null> => {
  const factor = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    if (a === null && b === null) {
      return 0;
    }
    if (a === null) {
      return 1;
    }
    if (b === null) {
      return -1;
    }
    return factor * (a - b);
  };
};

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 140 },
  {
    field: 'transitDays',
    headerName: 'Days in transit',
    type: 'number',
    width: 150,
    getSortComparator: getTransitComparator,
    valueFormatter: (value: number | null) => (value === null ? 'In transit' : value),
  },
];

const rows: Shipment[] = [
  { id: 1, reference: 'SO-10231', carrier: 'Northline Freight', transitDays: 3 },
  { id: 2, reference: 'SO-10232', carrier: 'Parcelway', transitDays: null },
  { id: 3, reference: 'SO-10233', carrier: 'Northline Freight', transitDays: 6 },
  { id: 4, reference: 'SO-10234', carrier: 'Swift Courier', transitDays: 1 },
  { id: 5, reference: 'SO-10235', carrier: 'Parcelway', transitDays: null },
  { id: 6, reference: 'SO-10236', carrier: 'Swift Courier', transitDays: 2 },
  { id: 7, reference: 'SO-10237', carrier: 'Northline Freight', transitDays: 4 },
];

export default function NullsLastSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'transitDays', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
