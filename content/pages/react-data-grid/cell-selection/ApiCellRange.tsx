import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { formatMoney, quarterFields, salesRows, type RegionSales } from './salesData';

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 150 },
  ...quarterFields.map(
    (field): GridColDef<RegionSales> => ({
      field,
      headerName: field.toUpperCase(),
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatMoney(value),
    }),
  ),
];

export default function ApiCellRange() {
  const apiRef = useGridApiRef();

  const selectFirstHalf = () => {
    // Every region, Q1 to Q2: the range goes from one corner cell to the opposite one.
    apiRef.current?.selectCellRange({ id: 1, field: 'q1' }, { id: 8, field: 'q2' });
  };

  const addQ4 = () => {
    // Keep the current selection and add the Q4 column.
    apiRef.current?.selectCellRange({ id: 1, field: 'q4' }, { id: 8, field: 'q4' }, true);
  };

  const selectBestQuarter = () => {
    // Build the model by hand: each region's best quarter.
    const model = Object.fromEntries(
      salesRows.map((row) => {
        const best = quarterFields.reduce((a, b) => (row[b] > row[a] ? b : a));
        return [row.id, { [best]: true }];
      }),
    );
    apiRef.current?.setCellSelectionModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={selectFirstHalf}>
          First half
        </Button>
        <Button size="small" onClick={addQ4}>
          Add Q4
        </Button>
        <Button size="small" onClick={selectBestQuarter}>
          Best quarter per region
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={salesRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
